import CGtk

/// A one-line field whose text is hidden (`GtkPasswordEntry`).
@MainActor
extension PasswordEntry: EditableWidget {
    /// The hint shown while the field is empty.
    public var placeholder: String? {
        get { gtkhooks_object_dup_string(pointer, "placeholder-text").map { take($0) } }
        set { gtkhooks_object_set_string(pointer, "placeholder-text", newValue) }
    }

    private func take(_ string: UnsafeMutablePointer<gchar>) -> String {
        defer { g_free(string) }
        return String(cString: string)
    }
}
