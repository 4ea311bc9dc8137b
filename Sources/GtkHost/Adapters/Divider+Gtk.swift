import Gtk
import Widgets

/// `Divider` is a `GtkSeparator` running across its stack.
extension Divider: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        GtkInstance(widget: Separator(), view: self)
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Divider?) {}
}
