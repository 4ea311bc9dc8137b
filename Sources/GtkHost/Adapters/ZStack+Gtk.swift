import Gtk
import Widgets

/// `ZStack` is a `GtkOverlay`: the first child sizes it, the others are drawn
/// above it in order.
extension ZStack: GtkAdapter {
    func makeInstance(in host: GtkHost) -> GtkInstance {
        let overlay = Overlay()
        return GtkInstance(widget: overlay, view: self, layout: OverlayLayout(overlay: overlay))
    }

    func apply(to instance: GtkInstance, from old: ZStack?) {}
}

/// Children of an overlay: the first is the main child, the rest overlays.
@MainActor struct OverlayLayout: RebuildingLayout {
    let overlay: Overlay

    func detach(_ children: [GtkInstance]) {
        let widgets = children.compactMap(\.widget)
        overlay.child = nil
        for widget in widgets.dropFirst() { overlay.removeOverlay(widget) }
    }

    func attach(_ children: [GtkInstance]) {
        let widgets = children.compactMap(\.widget)
        overlay.child = widgets.first
        for widget in widgets.dropFirst() { overlay.addOverlay(widget) }
    }
}
