import Gtk
import Widgets

/// `VStack` is a vertical `GtkBox`.
extension VStack: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box(.vertical)
        return GtkInstance(
            widget: box, view: self, layout: BoxLayout(box: box, orientation: .vertical))
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: VStack?) {
        if spacing != old?.spacing { instance.gtk(Box.self).spacing = spacing }
        if let old, alignment != old.alignment { StackAlignment.realign(instance) }
    }

    /// Equal spacing and alignment.
    public func writesNothing(from old: VStack) -> Bool {
        spacing == old.spacing && alignment == old.alignment
    }

    /// A box has no handlers.
    public static var propertyWritesCanEcho: Bool { false }
}
