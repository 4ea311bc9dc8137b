import Gtk
import Widgets

/// The pointer handling of a canvas's shapes: a click gesture and a motion
/// controller on the drawing area that hit-test the shapes (topmost first)
/// and call the found shape's handlers of the latest render, and set the
/// area's tooltip to the hovered shape's `.help`.
@MainActor final class CanvasShapeInput {
    /// The key of the shape under the pointer, if any.
    private(set) var hovered: AnyHashable?
    /// The tooltip last set on the area.
    private var shownHelp: String?
    private let records: CanvasShapeRecords
    private weak var area: DrawingArea?

    init(records: CanvasShapeRecords, area: DrawingArea, owner instance: GtkInstance) {
        self.records = records
        self.area = area
        let click = GestureClick()
        click.name = "gtkhooks-shapes-tap"
        click.onReleased { [weak self] presses, x, y in
            self?.tap(presses: Int(presses), at: Point(x: x, y: y))
        }
        let motion = EventControllerMotion()
        motion.name = "gtkhooks-shapes-hover"
        motion.onEnter { [weak self] x, y in self?.hover(at: Point(x: x, y: y)) }
        motion.onMotion { [weak self] x, y in self?.hover(at: Point(x: x, y: y)) }
        motion.onLeave { [weak self] in self?.hover(at: nil) }
        for controller in [click, motion] as [EventController] {
            area.addController(controller)
            instance.own(controller)
        }
    }

    /// Calls the tap handler of `presses` of the topmost shape at `point`.
    func tap(presses: Int, at point: Point) {
        guard let shape = records.shape(at: point)?.shape,
            let tap = shape.taps.first(where: { $0.count == presses })
        else { return }
        tap.action(point)
    }

    /// Tells the shapes the pointer left and came over, and shows the
    /// tooltip of the one it is over; `point` nil when it left the canvas.
    func hover(at point: Point?) {
        let found = point.flatMap { records.shape(at: $0) }
        if found?.shape.help != shownHelp {
            shownHelp = found?.shape.help
            area?.tooltipText = shownHelp
        }
        guard found?.shape.id != hovered else { return }
        let left = hovered.flatMap { records.record(id: $0) }
        hovered = found?.shape.id
        left?.shape.hover?(false)
        found?.shape.hover?(true)
    }
}
