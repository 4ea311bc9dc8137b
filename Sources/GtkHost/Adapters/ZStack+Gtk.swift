import Gtk
import Widgets

/// `ZStack` is a `GtkOverlay`: the first child sizes it, the others are drawn
/// above it in order, placed by the stack's alignment (`StackAlignment`).
extension ZStack: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let overlay = Overlay()
        return GtkInstance(widget: overlay, view: self, layout: layout(of: overlay))
    }

    /// The overlay's layout, which aligns the overlays by `alignment`.
    private func layout(of overlay: Overlay) -> OverlayLayout {
        OverlayLayout(overlay: overlay, alignment: StackAlignment(alignment))
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: ZStack?) {
        if let old, alignment != old.alignment {
            let layout = layout(of: instance.gtk(Overlay.self))
            instance.placement = layout
            // The first child, which fills the stack, is left as it is.
            let placed = instance.children.filter { $0.widget != nil }
            layout.alignment.realign(placed.dropFirst(), on: [.horizontal, .vertical])
        }
    }
}

/// Children of an overlay: the first is the main child, the rest overlays.
@MainActor struct OverlayLayout: RebuildingLayout {
    let overlay: Overlay
    /// Where the overlays go: the stack's alignment.
    let alignment: StackAlignment

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
            alignment.place(child, widget)
            overlay.addOverlay(widget)
        }
    }
}
