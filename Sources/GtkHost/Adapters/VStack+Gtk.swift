import Gtk
import Widgets

/// `VStack` is a vertical `GtkBox`.
extension VStack: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box(.vertical)
        return GtkInstance(widget: box, view: self, layout: layout(of: box))
    }

    /// The box's layout, which aligns the children by `alignment`.
    private func layout(of box: Box) -> BoxLayout {
        BoxLayout(box: box, orientation: .vertical, alignment: StackAlignment(alignment))
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: VStack?) {
        if spacing != old?.spacing { instance.gtk(Box.self).spacing = spacing }
        if let old, alignment != old.alignment {
            let layout = layout(of: instance.gtk(Box.self))
            instance.placement = layout
            layout.alignment.realign(instance.children, on: [.horizontal])
        }
    }

    /// Equal spacing and alignment.
    public func writesNothing(from old: VStack) -> Bool {
        spacing == old.spacing && alignment == old.alignment
    }

    /// A box has no handlers.
    public static var propertyWritesCanEcho: Bool { false }
}
