import CGtk

/// A link to an address (`GtkLinkButton`).
@MainActor
public final class LinkButton: Widget {
    /// A link labelled `label` to `uri`.
    public init(_ label: String, uri: String) {
        super.init(sinking: gtk_link_button_new_with_label(uri, label))
    }

    private var link: OpaquePointer { gtkhooks_link_button(pointer) }

    /// The address the link opens.
    public var uri: String {
        get { String(cString: gtk_link_button_get_uri(link)) }
        set { gtk_link_button_set_uri(link, newValue) }
    }

    /// The visible text.
    public var label: String {
        get { gtk_button_get_label(gtkhooks_button(pointer)).map { String(cString: $0) } ?? "" }
        set { gtk_button_set_label(gtkhooks_button(pointer), newValue) }
    }

    /// Emits `clicked` now, as a completed click does: the link is activated.
    public func click() {
        gtkhooks_signal_emit_action(pointer, "clicked")
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
