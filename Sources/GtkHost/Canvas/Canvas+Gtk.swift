@_spi(Testing) import Gtk
import Widgets

/// `Canvas` is a `GtkDrawingArea` that expands along each axis its `.frame` does not fix.
///
/// A canvas made from shapes is a `GtkOverlay` holding the drawing area, with
/// a ``CanvasShapeLayer`` of accessible elements laid over it, a
/// ``CanvasShapeInput`` on the area hit-testing the shapes and
/// ``CanvasShapeKeys`` moving the focus among the elements.
///
/// Each apply runs the renderer for the area's size into the instance's
/// ``CanvasRecording`` and queues a draw only when the drawing differs from
/// the last one; the draw function replays the recording with cairo, running
/// the renderer again first when the area's size changed since.
extension Canvas: GtkAdapter, ToolkitAdapter {
    /// Makes the drawing area and sets its draw function once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let area = DrawingArea()
        let instance: GtkInstance
        let painter = CanvasPainter(area: area)
        if isMadeOfShapes {
            let overlay = Overlay()
            overlay.child = area
            let layer = CanvasShapeLayer()
            overlay.addOverlay(layer.fixed)
            instance = GtkInstance(widget: overlay, view: self)
            painter.layer = layer
            painter.input = CanvasShapeInput(
                records: painter.recording.shapes, area: area, owner: instance)
            painter.keys = CanvasShapeKeys(
                layer: layer, records: painter.recording.shapes, owner: instance)
            area.onResize { [handle = instance.handle, weak painter] width, height in
                guard let painter, let props = handle.instance?.props(Canvas.self) else { return }
                painter.record(props, size: Size(width: Double(width), height: Double(height)))
            }
        } else {
            instance = GtkInstance(widget: area, view: self)
        }
        instance.storage = painter
        area.setDrawFunc { [handle = instance.handle, weak painter] _, context, width, height in
            guard let painter, let props = handle.instance?.props(Canvas.self) else { return }
            painter.draw(
                props, on: context, size: Size(width: Double(width), height: Double(height)))
        }
        return instance
    }

    /// Records the drawing at the area's size; queues a draw when it changed.
    ///
    /// Before the first layout nothing is recorded: the first draw records.
    public func apply(to instance: GtkInstance, from old: Canvas?) {
        guard let painter = instance.storage as? CanvasPainter else { return }
        guard let area = painter.area else { return }
        // A canvas takes the room it is given, along an axis its frame does not fix.
        if modifiers.width != old?.modifiers.width {
            area.expandsHorizontally = modifiers.width == nil
        }
        if modifiers.height != old?.modifiers.height {
            area.expandsVertically = modifiers.height == nil
        }
        guard area.width > 0, area.height > 0 else { return }
        let size = Size(width: Double(area.width), height: Double(area.height))
        painter.record(self, size: size)
    }

    /// Writing a drawing emits no signal a handler listens to.
    public static var propertyWritesCanEcho: Bool { false }
}

/// A canvas instance's recording and the draws made from it.
@MainActor final class CanvasPainter {
    /// The last drawing and how often it changed.
    let recording: CanvasRecording
    /// The area drawn on.
    private(set) weak var area: DrawingArea?
    /// The accessible elements of a canvas made from shapes.
    var layer: CanvasShapeLayer?
    /// The hit testing of a canvas made from shapes.
    var input: CanvasShapeInput?
    /// The keyboard handling of a canvas made from shapes.
    var keys: CanvasShapeKeys?
    /// The images the drawing loaded.
    let images = CanvasImages()

    init(area: DrawingArea) {
        self.area = area
        recording = CanvasRecording { [weak area] string, fontSize in
            guard let area else { return .zero }
            return CanvasText.size(of: string, fontSize: fontSize, on: area)
        }
    }

    /// Records `canvas` at `size`; when the drawing changed, queues a draw
    /// and updates the accessible elements of the shapes that changed.
    func record(_ canvas: Canvas, size: Size) {
        let sizeChanged = recording.size != size
        guard recording.record(canvas, size: size) else { return }
        area?.queueDraw()
        if Instrumentation.isEnabled { CanvasCounters.queuedDraws += 1 }
        guard let layer else { return }
        layer.apply(recording.shapeChanges, of: recording.shapes, size: size)
        if sizeChanged { layer.place(recording.shapes, in: size) }
    }

    /// Replays the recording on `context`, recording `canvas` first when
    /// `size` is not the size last recorded for.
    func draw(_ canvas: Canvas, on context: Cairo.Context, size: Size) {
        guard let area else { return }
        if recording.size != size {
            recording.record(canvas, size: size)
            layer?.apply(recording.shapeChanges, of: recording.shapes, size: size)
        }
        if Instrumentation.isEnabled { CanvasCounters.draws += 1 }
        var replay = CanvasReplay(context: context, area: area, images: images)
        for operation in recording.operations { replay.draw(operation) }
    }
}
