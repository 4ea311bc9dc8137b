/// A shape with identity on a ``Canvas``: keyed by `id`, placed in `frame`,
/// filled and stroked, named for assistive technologies, and found by
/// ``Canvas/shape(at:)``.
///
/// ```swift
/// Canvas(shapes: sales.map { month in
///     CanvasShape(id: month.name, Rectangle(), in: month.bar, fill: .color(Color(.accent)),
///                 label: "\(month.name): \(month.total)")
/// })
/// ```
public struct CanvasShape {
    /// The key, unique among the canvas's shapes.
    public var id: AnyHashable
    /// The outline in the canvas's coordinates.
    public var path: Path
    /// How the inside is painted, if it is.
    public var fill: GraphicsContext.Shading?
    /// How the outline is painted, if it is.
    public var stroke: (GraphicsContext.Shading, StrokeStyle)?
    /// What the shape shows, for assistive technologies and tests.
    public var label: String?

    /// `shape` fitted into `frame`, painted with `fill` and `stroke`, named `label`.
    public init<ID: Hashable>(
        id: ID, _ shape: some Shape, in frame: Rect, fill: GraphicsContext.Shading? = nil,
        stroke: (GraphicsContext.Shading, StrokeStyle)? = nil, label: String? = nil
    ) {
        self.id = AnyHashable(id)
        path = shape.path(in: frame)
        self.fill = fill
        self.stroke = stroke
        self.label = label
    }
}

extension Canvas {
    /// A canvas drawing `shapes` in order, the last on top.
    public init(shapes: [CanvasShape]) {
        self.init { context, _ in
            for shape in shapes {
                if let fill = shape.fill { context.fill(shape.path, with: fill) }
                if let (shading, style) = shape.stroke {
                    context.stroke(shape.path, with: shading, style: style)
                }
            }
        }
        self.shapes = shapes
    }

    /// The topmost shape whose filled area holds `point` (for a shape that is
    /// only stroked, its outline's inside), or nil.
    public func shape(at point: Point) -> CanvasShape? {
        shapes.last { $0.path.contains(point) }
    }
}
