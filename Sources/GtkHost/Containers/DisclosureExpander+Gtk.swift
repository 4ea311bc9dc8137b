import Gtk
import Widgets

/// `DisclosureExpander` (a `DisclosureGroup`'s widget) is a `GtkExpander`
/// whose child is the first content view's widget. A person opening or closing it calls `onChange`; the host
/// blocks that handler while it writes the app's state (G1). Closed, the
/// group has no content to show: the view renders none.
extension DisclosureExpander: GtkAdapter, ToolkitAdapter {
    /// Makes the expander and connects `notify::expanded` once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let expander = Gtk.Expander(label: nil)
        let instance = GtkInstance(
            widget: expander, view: self,
            layout: SingleChildLayout { [weak expander] child in expander?.child = child })
        expander.onExpandedChanged { [handle = instance.handle, weak expander] in
            guard let expander, let props = handle.instance?.props(DisclosureExpander.self) else {
                return
            }
            props.onChange(expander.expanded)
        }
        return instance
    }

    /// Writes the title and the open state where they changed.
    public func apply(to instance: GtkInstance, from old: DisclosureExpander?) {
        let expander = instance.gtk(Gtk.Expander.self)
        if title != old?.title {
            expander.label = title
            // Unnamed, AT-SPI reads the expander's GTK type (`GtkExpander`).
            if modifiers.accessibilityLabel == nil { expander.accessibleLabel = title }
        }
        if isExpanded != expander.expanded { expander.expanded = isExpanded }
    }
}
