/// A canvas's last drawing on a host, and whether a new render changes it.
///
/// A host keeps one per mounted ``Canvas``: at each render and each change
/// of size it calls ``record(_:size:)``, which runs the renderer and keeps
/// the new drawing; the host draws again only when that returns true.
@MainActor public final class CanvasRecording {
    /// The drawing last recorded.
    public private(set) var operations: [DrawingOperation] = []
    /// The size the drawing was recorded for.
    public private(set) var size: Size?
    /// How many times the renderer ran.
    public private(set) var recordCount = 0
    /// How many recordings differed from the one before: the redraws asked of the host.
    public private(set) var changeCount = 0
    /// The canvas's shapes with identity as last drawn.
    public let shapes = CanvasShapeRecords()
    /// What the last recording changed among the shapes.
    public private(set) var shapeChanges = CanvasShapeRecords.Changes()
    /// The renderer's part of the drawing, drawn below the shapes.
    private var rendered: [DrawingOperation] = []
    /// Measures text as the host lays it out.
    public let measureText: (String, Double?) -> Size

    /// A recording that measures text with `measureText`.
    public init(measureText: @escaping (String, Double?) -> Size) {
        self.measureText = measureText
    }

    /// Runs `canvas`'s renderer at `size` and updates its shapes' records;
    /// true when the drawing differs from the last one (or the size does),
    /// so the host must draw again.
    @discardableResult
    public func record(_ canvas: Canvas, size: Size) -> Bool {
        let drawing = canvas.record(size: size, measureText: measureText)
        recordCount += 1
        shapeChanges = shapes.update(canvas.shapes, size: size, space: canvas.shapeSpace)
        guard drawing != rendered || !shapeChanges.isEmpty || size != self.size else {
            return false
        }
        rendered = drawing
        operations = shapes.records.isEmpty ? drawing : drawing + shapes.operations
        self.size = size
        changeCount += 1
        return true
    }
}
