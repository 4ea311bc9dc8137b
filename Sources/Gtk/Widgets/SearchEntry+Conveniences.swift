import CGtk

/// A search field (`GtkSearchEntry`) is an editable field as the others are:
/// its text, placeholder and edits go through ``EditableWidget``.
@MainActor
extension SearchEntry: EditableWidget {
    /// The hint shown while the field is empty.
    public var placeholder: String? {
        get { placeholderText }
        set { gtkhooks_object_set_string(pointer, "placeholder-text", newValue) }
    }
}
