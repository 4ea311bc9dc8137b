@_spi(Testing) import Gtk
import Widgets

/// The accessible elements of a canvas's labelled shapes: one empty,
/// transparent `GtkImage` per shape with a label, placed over the shape's
/// bounds in a `GtkFixed` laid over the drawing area.
///
/// GTK 4.8 exposes only widgets to assistive technologies (an accessible
/// object that is not a widget needs GTK 4.10), so each labelled shape gets
/// a widget that draws nothing and takes no pointer event (`can-target`
/// off: clicks and hovers reach the drawing area, which hit-tests the
/// shapes). Screen readers find it with the image role, the shape's label
/// and the shape's bounding box. Only the shapes an update rebuilt touch
/// their element.
///
/// One element at a time is focusable, that of the ``stop`` shape, so Tab
/// from outside enters the canvas once; ``CanvasShapeKeys`` moves the stop
/// from shape to shape.
@MainActor final class CanvasShapeLayer {
    /// The layer over the drawing area holding the elements.
    let fixed = Fixed()
    /// Each labelled shape's element, by the shape's key.
    private(set) var elements: [AnyHashable: Gtk.Image] = [:]
    /// The key of the labelled shape whose element is the canvas's Tab stop
    /// (the first labelled shape until the focus moves), nil with none.
    private(set) var stop: AnyHashable?
    /// The outline of the stop's element while it has the keyboard focus
    /// (GTK's theme draws none around an image), made with the first stop.
    private var focusRing: CSSProvider?

    init() {
        fixed.canTarget = false
    }

    /// Whether the element of the shape keyed `key` has its window's focus.
    func isFocused(_ key: AnyHashable) -> Bool { elements[key]?.isFocus() ?? false }

    /// Makes the shape keyed `key` the Tab stop and gives its element the focus.
    func focus(_ key: AnyHashable) {
        setStop(key)
        _ = elements[key]?.grabFocus()
    }

    /// Makes, updates or removes the elements of the shapes `changes` names.
    func apply(_ changes: CanvasShapeRecords.Changes, of records: CanvasShapeRecords, size: Size) {
        for id in changes.removed {
            if let element = elements.removeValue(forKey: id) { fixed.remove(widget: element) }
        }
        for id in changes.rebuilt {
            guard let record = records.record(id: id), let label = record.shape.label else {
                if let element = elements.removeValue(forKey: id) { fixed.remove(widget: element) }
                continue
            }
            let element = elements[id] ?? makeElement(for: id)
            element.accessibleLabel = label
            place(element, over: record.bounds, in: size)
        }
        setStop(records.focusStop(stop))
    }

    /// Places every element again for a canvas of `size`.
    func place(_ records: CanvasShapeRecords, in size: Size) {
        for (id, element) in elements {
            guard let record = records.record(id: id) else { continue }
            place(element, over: record.bounds, in: size)
        }
    }

    private func setStop(_ key: AnyHashable?) {
        guard key != stop else { return }
        if let key, let element = elements[key] {
            element.focusable = true
            ring().attach(to: element)
        }
        if let stop, let element = elements[stop] {
            element.focusable = false
            focusRing?.detach(from: element)
        }
        stop = key
    }

    private func ring() -> CSSProvider {
        if let focusRing { return focusRing }
        let ring = CSSProvider()
        ring.load(
            "image:focus-visible { outline: 2px solid alpha(@theme_selected_bg_color, 0.8);"
                + " outline-offset: -2px; }")
        focusRing = ring
        return ring
    }

    private func makeElement(for id: AnyHashable) -> Gtk.Image {
        let element = Gtk.Image()
        element.canTarget = false
        elements[id] = element
        fixed.put(widget: element, x: 0, y: 0)
        if Instrumentation.isEnabled { CanvasCounters.accessibleElementsMade += 1 }
        return element
    }

    /// Places `element` over `bounds`, kept inside the canvas so the layer
    /// never asks for more room than the drawing area has.
    private func place(_ element: Gtk.Image, over bounds: Rect, in size: Size) {
        let minX = max(0, min(size.width, bounds.minX))
        let minY = max(0, min(size.height, bounds.minY))
        let maxX = max(minX, min(size.width, bounds.maxX))
        let maxY = max(minY, min(size.height, bounds.maxY))
        element.setSizeRequest(width: Int(maxX - minX), height: Int(maxY - minY))
        fixed.move(widget: element, x: minX.rounded(.down), y: minY.rounded(.down))
        if Instrumentation.isEnabled { CanvasCounters.accessibleElementsPlaced += 1 }
    }
}
