@_spi(Testing) import Gtk
import Widgets

/// `Canvas` is a `GtkDrawingArea` that expands along each axis its `.frame` does not fix.
///
/// Each apply runs the renderer for the area's size into the instance's
/// ``CanvasRecording`` and queues a draw only when the drawing differs from
/// the last one; the draw function replays the recording with cairo, running
/// the renderer again first when the area's size changed since.
extension Canvas: GtkAdapter, ToolkitAdapter {
    /// Makes the drawing area and sets its draw function once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let area = DrawingArea()
        let instance = GtkInstance(widget: area, view: self)
        let painter = CanvasPainter(area: area)
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
        let area = instance.gtk(DrawingArea.self)
        // A canvas takes the room it is given, along an axis its frame does not fix.
        if modifiers.width != old?.modifiers.width {
            area.expandsHorizontally = modifiers.width == nil
        }
        if modifiers.height != old?.modifiers.height {
            area.expandsVertically = modifiers.height == nil
        }
        guard area.width > 0, area.height > 0 else { return }
        let size = Size(width: Double(area.width), height: Double(area.height))
        guard painter.recording.record(self, size: size) else { return }
        area.queueDraw()
        if Instrumentation.isEnabled { CanvasCounters.queuedDraws += 1 }
    }

    /// Writing a drawing emits no signal a handler listens to.
    public static var propertyWritesCanEcho: Bool { false }
}

/// A canvas instance's recording and the draws made from it.
@MainActor final class CanvasPainter {
    /// The last drawing and how often it changed.
    let recording: CanvasRecording
    /// The area drawn on.
    private weak var area: DrawingArea?

    init(area: DrawingArea) {
        self.area = area
        recording = CanvasRecording { [weak area] string, fontSize in
            guard let area else { return .zero }
            return CanvasText.size(of: string, fontSize: fontSize, on: area)
        }
    }

    /// Replays the recording on `context`, recording `canvas` first when
    /// `size` is not the size last recorded for.
    func draw(_ canvas: Canvas, on context: Cairo.Context, size: Size) {
        guard let area else { return }
        if recording.size != size { recording.record(canvas, size: size) }
        if Instrumentation.isEnabled { CanvasCounters.draws += 1 }
        var replay = CanvasReplay(context: context, area: area)
        for operation in recording.operations { replay.draw(operation) }
    }
}
