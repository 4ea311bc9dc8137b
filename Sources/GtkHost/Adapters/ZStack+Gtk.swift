import Gtk
import Widgets

/// `ZStack` is a `GtkOverlay`: the first child sizes it, the others are drawn
/// above it in order, placed by the stack's alignment (`StackAlignment`).
extension ZStack: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let overlay = Overlay()
        return GtkInstance(widget: overlay, view: self, layout: OverlayLayout(overlay: overlay))
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: ZStack?) {
        if let old, alignment != old.alignment { StackAlignment.realign(instance) }
    }
}

/// Children of an overlay: the first is the main child, the rest overlays.
@MainActor struct OverlayLayout: RebuildingLayout {
    let overlay: Overlay

    func detach(_ children: [GtkInstance]) {
        // After a move or a removal `children` is not in the overlay's order:
        // the main child is whichever GTK holds, the overlays the rest of them.
        overlay.child = nil
        for widget in children.compactMap(\.widget) where widget.parent === overlay {
            overlay.removeOverlay(widget)
        }
    }

    func attach(_ children: [GtkInstance]) {
        let placed = children.filter { $0.widget != nil }
        overlay.child = placed.first?.widget
        for child in placed.dropFirst() {
            guard let widget = child.widget else { continue }
            if let parent = child.parent { StackAlignment.align(child, widget, in: parent) }
            overlay.addOverlay(widget)
        }
    }
}
