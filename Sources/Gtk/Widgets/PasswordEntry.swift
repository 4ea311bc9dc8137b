import CGtk

/// A one-line field whose text is hidden (`GtkPasswordEntry`).
@MainActor
public final class PasswordEntry: Widget {
    /// An empty password field.
    public init() {
        super.init(sinking: gtk_password_entry_new())
    }

    private var editable: OpaquePointer { gtkhooks_editable(pointer) }

    /// The text in the field.
    public var text: String {
        get { String(cString: gtk_editable_get_text(editable)) }
        set { gtk_editable_set_text(editable, newValue) }
    }

    /// The hint shown while the field is empty.
    public var placeholder: String? {
        get { gtkhooks_object_dup_string(pointer, "placeholder-text").map { take($0) } }
        set { gtkhooks_object_set_string(pointer, "placeholder-text", newValue) }
    }

    /// Calls `handler` after every change of the text; a later call swaps it.
    @discardableResult
    public func onChanged(
        _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection<@MainActor () -> Void> {
        connectAction("changed", handler)
    }

    /// Emits `activate` now, as pressing Enter in the field does.
    public func submit() {
        gtkhooks_signal_emit_action(pointer, "activate")
    }

    /// Calls `handler` when the user presses Enter; a later call swaps it.
    @discardableResult
    public func onActivate(
        _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection<@MainActor () -> Void> {
        connectAction("activate", handler)
    }

    private func take(_ string: UnsafeMutablePointer<gchar>) -> String {
        defer { g_free(string) }
        return String(cString: string)
    }
}
