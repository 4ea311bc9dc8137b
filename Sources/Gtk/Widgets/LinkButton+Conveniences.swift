import CGtk

/// A link to an address (`GtkLinkButton`).
@MainActor
extension LinkButton {
    /// A link labelled `label` to `uri`.
    public convenience init(_ label: String, uri: String) {
        self.init(sinking: gtk_link_button_new_with_label(uri, label))
    }

    private var link: OpaquePointer { cast(pointer) }

    /// The address the link opens.
    public var uri: String {
        get { String(cString: gtk_link_button_get_uri(link)) }
        set { gtk_link_button_set_uri(link, newValue) }
    }

    /// Calls `handler` when the link is activated.
    ///
    /// Returning true stops GTK from opening the address itself. A later call
    /// swaps the handler.
    @discardableResult
    public func onActivateLink(
        _ handler: @escaping @MainActor () -> Bool
    ) -> SignalConnection<@MainActor () -> Bool> {
        connectPredicate("activate-link", handler)
    }
}
