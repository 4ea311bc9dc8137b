import CGtk

/// A one-line text field (`GtkEntry`).
///
/// Setting ``EditableWidget/text`` from code emits `changed` like typing
/// does; wrap it in ``Object/withHandlersBlocked(_:)`` to keep it from
/// echoing back.
@MainActor
extension Entry: EditableWidget {
    private var entry: UnsafeMutablePointer<GtkEntry> { cast(pointer) }

    /// The hint shown while the field is empty.
    public var placeholder: String? {
        get { gtk_entry_get_placeholder_text(entry).map { String(cString: $0) } }
        set { gtk_entry_set_placeholder_text(entry, newValue.map(TextForGtk.replacingNUL)) }
    }

    /// Whether the text is shown; false hides it as in a password field.
    public var isTextVisible: Bool {
        get { gtk_entry_get_visibility(entry) != 0 }
        set { gtk_entry_set_visibility(entry, newValue ? 1 : 0) }
    }
}
