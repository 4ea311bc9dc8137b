import Gtk
import Widgets

/// The keyboard handling of a canvas's labelled shapes.
///
/// A key controller on the layer of their elements: Tab (Shift+Tab) takes the focus from the
/// shape that has it to the next (previous) labelled shape in drawing order,
/// and past the last (first) lets GTK take it out of the canvas; Enter or
/// Space runs the focused shape's tap handler of the latest render.
@MainActor final class CanvasShapeKeys {
    private let records: CanvasShapeRecords
    private weak var layer: CanvasShapeLayer?

    init(layer: CanvasShapeLayer, records: CanvasShapeRecords, owner instance: GtkInstance) {
        self.records = records
        self.layer = layer
        let keys = EventControllerKey()
        keys.name = "gtkhooks-shapes-keys"
        keys.onKeyPressed { [weak self] keyval, _, state in
            self?.press(keyval, modifiers: EventModifiers(gdk: state)) ?? false
        }
        layer.fixed.addController(keys)
        instance.own(keys)
    }

    /// Handles `keyval` pressed with the focus on a shape; false to let it
    /// go on (to the canvas's `.onKeyPress`, then GTK).
    func press(_ keyval: UInt32, modifiers: EventModifiers) -> Bool {
        guard let layer, let stop = layer.stop, layer.isFocused(stop),
            let key = KeyEquivalent(keyval: keyval)
        else { return false }
        if key == .tab, modifiers.subtracting(.shift).isEmpty {
            let backward = modifiers.contains(.shift)
            guard let next = records.labelledKey(after: stop, backward: backward) else {
                return false
            }
            layer.focus(next)
            return true
        }
        if key == .return || key == .space, modifiers.isEmpty {
            return records.activate(stop)
        }
        return false
    }
}
