import CGtk
import Synchronization

/// Every GLib log message of level warning or critical that GTK, GDK, GLib or
/// any other library logs in this process, kept until a test reads it.
///
/// ``install()`` puts a GLib log writer in front of GLib's default one (which
/// still prints the message). GtkHooks' own `GtkHooks` domain is not kept:
/// those are the project's diagnostics for bad input, which tests assert
/// through `Log.recentWarnings`.
public enum GLibWarnings {
    /// One logged message: its domain (`Gtk`, `GLib-GObject`...) and text.
    public struct Message: Sendable, Equatable, CustomStringConvertible {
        /// The log domain, or an empty string for none.
        public var domain: String
        /// The message text.
        public var text: String

        /// The message as GLib prints it: `Gtk-WARNING: text`.
        public var description: String { "\(domain.isEmpty ? "" : domain + "-")WARNING: \(text)" }
    }

    private static let logged = Mutex<[Message]>([])
    private static let installed = Mutex(false)

    /// Installs the log writer once per process; later calls do nothing.
    public static func install() {
        let first = installed.withLock { isInstalled in
            defer { isInstalled = true }
            return !isInstalled
        }
        if first { g_log_set_writer_func(recordingWriter, nil, nil) }
    }

    /// The messages logged since the last call, oldest first; empties the record.
    public static func take() -> [Message] {
        logged.withLock { messages in
            defer { messages = [] }
            return messages
        }
    }

    fileprivate static func record(_ message: Message) {
        logged.withLock { $0.append(message) }
    }
}

/// The domain of this project's own diagnostics (`Log.warning`).
private let ownDomain = "GtkHooks"

private let recordingWriter: GLogWriterFunc = { level, fields, count, data in
    let kept = G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue
    if level.rawValue & kept != 0, let fields {
        var domain = ""
        var text = ""
        for index in 0..<Int(count) {
            let field = fields[index]
            guard let key = field.key, let value = field.value else { continue }
            let string =
                field.length < 0
                ? String(cString: value.assumingMemoryBound(to: CChar.self))
                : String(
                    decoding: UnsafeRawBufferPointer(start: value, count: Int(field.length)),
                    as: UTF8.self)
            switch String(cString: key) {
            case "GLIB_DOMAIN": domain = string
            case "MESSAGE": text = string
            default: break
            }
        }
        if domain != ownDomain { GLibWarnings.record(.init(domain: domain, text: text)) }
    }
    return g_log_writer_default(level, fields, count, data)
}
