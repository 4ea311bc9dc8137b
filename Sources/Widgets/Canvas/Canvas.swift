import Reconciler

/// A view that draws anything: its `renderer` fills and strokes paths, draws
/// text and sets transforms and clips on a ``GraphicsContext``, for the size
/// the canvas has.
///
/// ```swift
/// Canvas { context, size in
///     let width = size.width / Double(values.count)
///     for (index, value) in values.enumerated() {
///         let bar = Rect(x: Double(index) * width, y: size.height * (1 - value),
///                        width: width - 2, height: size.height * value)
///         context.fill(Path(bar), with: .color(Color(.accent)))
///     }
/// }
/// .frame(height: 200)
/// ```
///
/// A canvas takes all the room it is given (`.frame` limits it). It is drawn
/// again when what its renderer draws changes, and only then: at each
/// render the host runs the renderer, keeps its drawing as a list of
/// ``DrawingOperation``s and draws only when the list differs from the last
/// one, so no invalidation is asked of the app and a render that changes
/// nothing the canvas reads draws nothing. A change of size runs the
/// renderer again for the new size. The renderer should draw from the values
/// it captures only: it runs during renders and draws, not at chosen times.
public struct Canvas: Widget, ToolkitWidget {
    /// The role: a canvas.
    public static var role: WidgetRole { .canvas }

    /// Draws the canvas's content for its size.
    public var renderer: @MainActor (inout GraphicsContext, Size) -> Void
    /// Common modifiers; `.accessibilityLabel` names what the drawing shows.
    public var modifiers = WidgetModifiers()
    /// The shapes with identity the canvas draws (``init(shapes:)``), which
    /// ``shape(at:in:)`` hit-tests; empty for a canvas drawn by a renderer.
    public var shapes: [CanvasShape] = []
    /// Whether the canvas was made from shapes, so its host gives it hit
    /// testing and accessible elements even while it has no shape.
    public internal(set) var isMadeOfShapes = false
    /// The size the shapes are laid out for, scaled to the canvas's size
    /// when it differs (``init(scaledFrom:content:)``); nil to lay them out
    /// in the canvas's own coordinates.
    public var shapeSpace: Size?

    /// A canvas drawn by `renderer`.
    public init(renderer: @escaping @MainActor (inout GraphicsContext, Size) -> Void) {
        self.renderer = renderer
    }

    /// The drawing `renderer` makes at `size`, with `measureText` laying out
    /// text as the host does.
    public func record(
        size: Size, measureText: @escaping (String, Double?) -> Size
    ) -> [DrawingOperation] {
        let recorder = DrawingRecorder(measureText: measureText)
        var context = GraphicsContext(recorder: recorder)
        renderer(&context, size)
        return recorder.operations
    }
}
