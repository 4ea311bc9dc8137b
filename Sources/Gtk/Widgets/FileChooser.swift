import CGtk

/// What a ``FileChooser`` asks for.
public enum FileChooserMode: Sendable {
    /// Pick an existing file to open.
    case open
    /// Pick a name to save under.
    case save
}

/// The desktop's file open/save dialog (`GtkFileChooserNative`): a portal
/// dialog where available, GTK's own otherwise.
@MainActor
public final class FileChooser: Object {
    /// The GType of `GtkFileChooserNative`.
    override public class var gType: UInt { gtk_file_chooser_native_get_type() }

    /// The dialogs shown and not answered yet, oldest first.
    public private(set) static var pending: [FileChooser] = []

    /// A dialog titled `title` over `parent`; not shown yet.
    public init(title: String, parent: Window?, mode: FileChooserMode, suggestedName: String? = nil)
    {
        let action = mode == .open ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SAVE
        let native = gtkhooks_file_chooser_native_new(title, parent?.window, action)!
        super.init(adopting: UnsafeMutableRawPointer(native))
        if let suggestedName, mode == .save {
            gtk_file_chooser_set_current_name(chooser, suggestedName)
        }
    }

    private var chooser: OpaquePointer { cast(pointer) }
    private var answeredPath: String?

    /// Calls `handler` with the chosen path, or nil when cancelled.
    public func onResponse(_ handler: @escaping @MainActor (String?) -> Void) {
        connection(
            "response", callback: unsafeBitCast(fileResponseCallback, to: GCallback.self),
            handler: { [weak self] (response: Int32) in
                guard let self else { return }
                Self.pending.removeAll { $0 === self }
                let accepted = response == GTK_RESPONSE_ACCEPT.rawValue
                handler(accepted ? self.answeredPath ?? self.path : nil)
            } as @MainActor (Int32) -> Void)
    }

    /// Whether ``show()`` puts a dialog on screen.
    ///
    /// Tests that answer dialogs themselves turn it off: without a portal GTK
    /// shows its own chooser in-process, which starts file monitors that live
    /// as long as the process. Part of the `Testing` SPI; on in apps.
    @_spi(Testing) public static var showsDialogs = true

    /// Shows the dialog (or, in tests that turn `showsDialogs` off, only waits
    /// for ``answer(_:)``).
    public func show() {
        Self.pending.append(self)
        if Self.showsDialogs { gtk_native_dialog_show(gtkhooks_native_dialog(pointer)) }
    }

    /// Answers the dialog as a person picking `path` (nil: Cancel) would:
    /// the dialog closes and responds Accept (or Cancel).
    public func answer(_ path: String?) {
        // GtkFileChooserNative reads the file from its dialog only when that
        // dialog itself responds, so the answer is kept beside it.
        answeredPath = path
        if Self.showsDialogs { gtk_native_dialog_hide(gtkhooks_native_dialog(pointer)) }
        let response = path == nil ? GTK_RESPONSE_CANCEL : GTK_RESPONSE_ACCEPT
        gtkhooks_native_dialog_respond(pointer, response.rawValue)
    }

    private var path: String? {
        guard let file = gtk_file_chooser_get_file(chooser) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }
}

private typealias FileResponseCallback = @convention(c) (gpointer?, Int32, gpointer?) -> Void

private let fileResponseCallback: FileResponseCallback = { _, response, data in
    guard let data else { return }
    let box = ClosureBox<@MainActor (Int32) -> Void>.from(data)
    MainActor.assumeIsolated { box.body(response) }
}
