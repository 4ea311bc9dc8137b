import Gtk
import Widgets

/// `ZStack` is a `GtkOverlay`: the first child sizes it, the others are drawn
/// above it in order.
extension ZStack: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let overlay = Overlay()
        return GtkInstance(widget: overlay, view: self, layout: OverlayLayout(overlay: overlay))
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: ZStack?) {}
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
        let widgets = children.compactMap(\.widget)
        overlay.child = widgets.first
        for widget in widgets.dropFirst() { overlay.addOverlay(widget) }
    }
}
