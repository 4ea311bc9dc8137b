import CGtk

/// A widget that implements `GtkEditable`: what ``Entry`` and
/// ``PasswordEntry`` share.
///
/// Setting ``text`` from code emits `changed` like typing does; wrap it in
/// ``Object/withHandlersBlocked(_:)`` to keep it from echoing back.
@MainActor
public protocol EditableWidget: Widget, Editable {
    /// The hint shown while the field is empty.
    var placeholder: String? { get set }
}

extension EditableWidget {
    var editable: OpaquePointer { gtkhooks_editable(pointer) }

    /// The text in the field.
    ///
    /// A NUL is shown as "␀" (``TextForGtk``); GTK keeps at most
    /// ``maximumTextBytes`` of it and cuts the rest.
    public var text: String {
        get { String(cString: gtk_editable_get_text(editable)) }
        set { gtk_editable_set_text(editable, TextForGtk.replacingNUL(newValue)) }
    }

    /// The most UTF-8 bytes a `GtkEntryBuffer` holds (`G_MAXUSHORT` with its
    /// terminating NUL): a longer text is cut when set.
    public static var maximumTextBytes: Int { 65_534 }

    /// Whether the user can edit the text.
    public var isEditable: Bool {
        get { gtk_editable_get_editable(editable) != 0 }
        set { gtk_editable_set_editable(editable, newValue ? 1 : 0) }
    }

    /// Where the cursor is, in characters from the start.
    public var cursorPosition: Int {
        get { Int(gtk_editable_get_position(editable)) }
        set { gtk_editable_set_position(editable, gint(newValue)) }
    }

    /// Inserts `text` at the cursor as typing it does: through the inner
    /// `GtkText`'s `insert-at-cursor` key binding, so nothing happens when
    /// the field is not editable.
    public func insertAtCursor(_ text: String) {
        guard let delegate = gtk_editable_get_delegate(editable) else { return }
        gtkhooks_signal_emit_string(
            UnsafeMutableRawPointer(delegate), "insert-at-cursor", TextForGtk.replacingNUL(text))
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
}
