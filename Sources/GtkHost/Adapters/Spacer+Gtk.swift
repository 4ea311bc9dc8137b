import Gtk
import Widgets

/// `Spacer` is an empty `GtkBox` that takes the extra space of its stack.
extension Spacer: GtkAdapter {
    func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box()
        box.expandsHorizontally = true
        box.expandsVertically = true
        return GtkInstance(widget: box, view: self)
    }

    func apply(to instance: GtkInstance, from old: Spacer?) {
        guard minLength != old?.minLength else { return }
        instance.gtk(Box.self).setSizeRequest(width: minLength, height: minLength)
    }
}
