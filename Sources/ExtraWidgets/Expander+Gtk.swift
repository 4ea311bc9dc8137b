import Gtk
import GtkHost

/// `Expander` is a `GtkExpander` whose child is the first child view's
/// widget; opening or closing it calls `onChange`.
extension Expander: GtkAdapter {
    /// Makes the expander and connects `notify::expanded` once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let expander = Gtk.Expander(label: nil)
        let instance = GtkInstance(
            widget: expander, view: self,
            layout: SingleChildLayout { [weak expander] child in expander?.child = child })
        expander.onExpandedChanged { [handle = instance.handle, weak expander] in
            guard let expander, let props = handle.instance?.props(Expander.self) else { return }
            props.onChange(expander.expanded)
        }
        return instance
    }

    /// Writes the title and the open state where they changed.
    public func apply(to instance: GtkInstance, from old: Expander?) {
        let expander = instance.gtk(Gtk.Expander.self)
        if title != old?.title {
            expander.label = title
            // Unnamed, AT-SPI reads the expander's GTK type (`GtkExpander`).
            if modifiers.accessibilityLabel == nil { expander.accessibleLabel = title }
        }
        if isExpanded != expander.expanded { expander.expanded = isExpanded }
    }
}
