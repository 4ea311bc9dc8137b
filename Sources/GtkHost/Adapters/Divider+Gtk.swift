import Gtk
import Widgets

/// `Divider` is a `GtkSeparator` running across its stack.
extension Divider: GtkAdapter {
    func makeInstance(in host: GtkHost) -> GtkInstance {
        GtkInstance(widget: Separator(), view: self)
    }

    func apply(to instance: GtkInstance, from old: Divider?) {}
}
