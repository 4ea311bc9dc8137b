import CGtk

/// Messages in GLib's log under the `GtkHooks` domain, beside GTK's own.
@MainActor
public enum Log {
    /// The last warnings logged, oldest first (at most 100), for tests and tools.
    public private(set) static var recentWarnings: [String] = []

    /// Logs `message` as a GLib warning of the `GtkHooks` domain; the app keeps running.
    public static func warning(_ message: String) {
        recentWarnings.append(message)
        if recentWarnings.count > 100 { recentWarnings.removeFirst() }
        // g_log is variadic; the structured form takes an array of fields.
        "GtkHooks".withCString { domain in
            message.withCString { text in
                "GLIB_DOMAIN".withCString { domainKey in
                    "MESSAGE".withCString { messageKey in
                        let fields = [
                            GLogField(key: domainKey, value: domain, length: -1),
                            GLogField(key: messageKey, value: text, length: -1),
                        ]
                        g_log_structured_array(G_LOG_LEVEL_WARNING, fields, gsize(fields.count))
                    }
                }
            }
        }
    }
}
