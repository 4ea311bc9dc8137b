import Gtk
import Widgets

/// `VStack` is a vertical `GtkBox`.
extension VStack: GtkAdapter {
    func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box(.vertical)
        return GtkInstance(widget: box, view: self, layout: BoxLayout(box: box))
    }

    func apply(to instance: GtkInstance, from old: VStack?) {
        if spacing != old?.spacing { instance.gtk(Box.self).spacing = spacing }
    }
}
