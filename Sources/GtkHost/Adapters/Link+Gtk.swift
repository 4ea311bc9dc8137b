import Gtk
import Widgets

/// `Link` is a `GtkLinkButton`; activating it calls `onOpen` when given
/// (the app opens the address), otherwise GTK opens the address.
extension Link: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let link = LinkButton(title, uri: destination)
        let instance = GtkInstance(widget: link, view: self)
        link.onActivateLink { [handle = instance.handle] in
            guard let onOpen = handle.instance?.props(Link.self)?.onOpen else { return false }
            onOpen()
            return true
        }
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Link?) {
        let link = instance.gtk(LinkButton.self)
        if title != old?.title { link.label = title }
        if destination != old?.destination { link.uri = destination }
    }
}
