import Gtk
import Widgets

/// `HStack` is a horizontal `GtkBox`.
extension HStack: GtkAdapter {
    func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box(.horizontal)
        return GtkInstance(widget: box, view: self, layout: BoxLayout(box: box))
    }

    func apply(to instance: GtkInstance, from old: HStack?) {
        if spacing != old?.spacing { instance.gtk(Box.self).spacing = spacing }
    }
}
