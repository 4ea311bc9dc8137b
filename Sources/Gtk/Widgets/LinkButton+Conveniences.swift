import CGtk

/// A link to an address (`GtkLinkButton`).
@MainActor
extension LinkButton {
    /// A link labelled `label` to `uri`.
    public convenience init(_ label: String, uri: String) {
        self.init(sinking: gtk_link_button_new_with_label(uri, label))
    }

    private var link: OpaquePointer { cast(pointer) }
}
