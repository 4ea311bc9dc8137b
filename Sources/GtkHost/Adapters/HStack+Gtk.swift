import Gtk
import Widgets

/// `HStack` is a horizontal `GtkBox`.
extension HStack: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box(.horizontal)
        return GtkInstance(widget: box, view: self, layout: layout(of: box))
    }

    /// The box's layout, which aligns the children by `alignment`.
    private func layout(of box: Box) -> BoxLayout {
        BoxLayout(box: box, orientation: .horizontal, alignment: StackAlignment(alignment))
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: HStack?) {
        if spacing != old?.spacing { instance.gtk(Box.self).spacing = spacing }
        if let old, alignment != old.alignment {
            let layout = layout(of: instance.gtk(Box.self))
            instance.placement = layout
            layout.alignment.realign(instance.children, on: [.vertical])
        }
    }

    /// Equal spacing and alignment.
    public func writesNothing(from old: HStack) -> Bool {
        spacing == old.spacing && alignment == old.alignment
    }

    /// A box has no handlers.
    public static var propertyWritesCanEcho: Bool { false }
}
