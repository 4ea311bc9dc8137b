import Gtk
import Widgets

/// The event controllers that pointer modifiers give one widget.
///
/// Each is named after its part and owned by the instance (kept with it,
/// released with it); its handlers hold the instance's handle only, and
/// read the part from the latest props when an event comes.
@MainActor struct PointerControllers {
    /// One controller's part of ``PointerInput``, which names it.
    enum Part: String {
        case tap = "gtkhooks-tap"
        case drag = "gtkhooks-drag"
        case magnification = "gtkhooks-magnification"
        case hover = "gtkhooks-hover"
        case scroll = "gtkhooks-scroll"
        case contextMenu = "gtkhooks-context-menu"
        case contextMenuTouch = "gtkhooks-context-menu-touch"
    }

    /// How many controllers pointer modifiers have made, for tests that
    /// check a render does not make them again.
    static var made = 0

    let instance: GtkInstance
    let widget: Gtk.Widget

    /// Takes the widget's controller of `part` off it, and adds `controller`
    /// (made for that part) in its place, if any.
    func replace(_ part: Part, with controller: EventController?) {
        if let existing = instance.ownedObjects.first(where: {
            ($0 as? EventController)?.name == part.rawValue
        }) as? EventController {
            widget.removeController(existing)
            instance.disown(existing)
        }
        guard let controller else { return }
        controller.name = part.rawValue
        widget.addController(controller)
        instance.own(controller)
        Self.made += 1
    }

    /// A click gesture of the primary button that calls the tap handler of
    /// N taps when the Nth press in a row is released.
    static func tap(of instance: GtkInstance) -> EventController {
        let click = GestureClick()
        click.onReleased { [handle = instance.handle] presses, x, y in
            let taps = handle.instance?.pointerInput.taps ?? []
            guard let tap = taps.first(where: { $0.count == Int(presses) }) else { return }
            tap.action(Point(x: x, y: y))
        }
        return click
    }

    /// A drag gesture that reports once the pointer moved the gesture's
    /// minimum distance, and claims the pointer then (so no scrolling or
    /// parent gesture also takes it).
    static func drag(_ gesture: DragGesture, of instance: GtkInstance) -> EventController {
        let drag = GestureDrag()
        let minimum = gesture.minimumDistance
        let tracker = DragTracker()
        drag.onDragBegin { x, y in tracker.begin(at: Point(x: x, y: y)) }
        drag.onDragUpdate { [handle = instance.handle, unowned drag] dx, dy in
            guard let value = tracker.moved(by: dx, dy, minimum: minimum) else { return }
            if tracker.changes == 1 { _ = drag.setState(state: .claimed) }
            handle.instance?.pointerInput.drag?.changed?(value)
        }
        drag.onDragEnd { [handle = instance.handle] dx, dy in
            guard tracker.changes > 0, let value = tracker.moved(by: dx, dy, minimum: minimum)
            else { return }
            tracker.changes = 0
            handle.instance?.pointerInput.drag?.ended?(value)
        }
        return drag
    }

    /// A zoom gesture reporting its scale, and its last scale when it ends.
    static func magnification(of instance: GtkInstance) -> EventController {
        let zoom = GestureZoom()
        var last = 1.0
        zoom.onScaleChanged { [handle = instance.handle] scale in
            last = scale
            handle.instance?.pointerInput.magnification?.changed?(scale)
        }
        zoom.onEnd { [handle = instance.handle] _ in
            handle.instance?.pointerInput.magnification?.ended?(last)
            last = 1
        }
        return zoom
    }

    /// A motion controller telling `onHover` and `onContinuousHover`.
    static func hover(of instance: GtkInstance) -> EventController {
        let motion = EventControllerMotion()
        motion.onEnter { [handle = instance.handle] x, y in
            let input = handle.instance?.pointerInput
            input?.hover?(true)
            input?.continuousHover?(.active(Point(x: x, y: y)))
        }
        motion.onMotion { [handle = instance.handle] x, y in
            handle.instance?.pointerInput.continuousHover?(.active(Point(x: x, y: y)))
        }
        motion.onLeave { [handle = instance.handle] in
            let input = handle.instance?.pointerInput
            input?.hover?(false)
            input?.continuousHover?(.ended)
        }
        return motion
    }

    /// A scroll controller of both axes that takes the scrolls it reports.
    static func scroll(of instance: GtkInstance) -> EventController {
        let scroll = EventControllerScroll(flags: .bothAxes)
        scroll.onScroll { [handle = instance.handle] dx, dy in
            guard let handler = handle.instance?.pointerInput.scroll else { return false }
            handler(ScrollDelta(dx: dx, dy: dy))
            return true
        }
        return scroll
    }
}

/// Where a drag began and whether it went far enough to report.
@MainActor private final class DragTracker {
    var start = Point.zero
    /// How many changes were reported since the drag began.
    var changes = 0

    func begin(at point: Point) {
        start = point
        changes = 0
    }

    /// The drag's value at offset (`dx`, `dy`), or nil while it is still
    /// within `minimum` pixels of its start and has never left them.
    func moved(by dx: Double, _ dy: Double, minimum: Double) -> DragGesture.Value? {
        guard changes > 0 || (dx * dx + dy * dy).squareRoot() >= minimum else { return nil }
        changes += 1
        return DragGesture.Value(
            startLocation: start, location: Point(x: start.x + dx, y: start.y + dy))
    }
}
