/// A shape with identity on a ``Canvas``: an outline placed on the canvas,
/// filled and stroked, keyed by `id`, answering taps and hovers, with a
/// tooltip and a name for assistive technologies.
///
/// Made from a ``Shape`` and its modifiers inside a canvas's content:
///
/// ```swift
/// Canvas {
///     ForEach(sales) { month in
///         Rectangle()
///             .fill(month.id == selected ? Color(.accent) : Color(.label))
///             .frame(width: 20, height: month.total)
///             .position(x: month.x, y: 200 - month.total / 2)
///             .onTapGesture { select(month.id) }
///             .help("\(month.name): \(month.total)")
///             .accessibilityLabel("\(month.name): \(month.total)")
///     }
/// }
/// ```
///
/// Its place: `.frame(width:height:)` sizes it (the canvas's size when not
/// given), `.position(x:y:)` puts its centre on a point of the canvas (its
/// top-leading corner is at the canvas's origin when not given), and
/// `.offset(x:y:)` moves it from there. A ``Path`` keeps its own
/// coordinates: only `.offset` moves it.
public struct CanvasShape {
    /// The key, unique among the canvas's shapes: the `ForEach` element's
    /// id, the value given to ``id(_:)``, or the shape's place in the content.
    public var id: AnyHashable
    /// The outline, fitted into the shape's frame when drawn.
    public var outline: any Shape
    /// The width given by `.frame`, or nil to take the canvas's width.
    public var width: Double?
    /// The height given by `.frame`, or nil to take the canvas's height.
    public var height: Double?
    /// Where `.position` puts the centre, or nil for the top-leading corner at the origin.
    public var center: Point?
    /// How far `.offset` moves the shape.
    public var offset = Point.zero
    /// How the inside is painted, if it is.
    public var fill: GraphicsContext.Shading?
    /// How the outline is painted, if it is.
    public var stroke: (GraphicsContext.Shading, StrokeStyle)?
    /// What the shape shows, for assistive technologies and tests.
    public var label: String?
    /// The tooltip shown while the pointer is over the shape.
    public var help: String?
    /// What taps on the shape do, one handler per count.
    public var taps: [TapHandler] = []
    /// Told true when the pointer comes over the shape, false when it leaves it.
    public var hover: (@MainActor @Sendable (Bool) -> Void)?
    /// Whether the id is still the shape's place in the content.
    var isPositional = false

    /// `outline` unpainted and unplaced, keyed by its place in the content.
    public init(_ outline: some Shape) {
        self.outline = outline
        id = AnyHashable(ShapePosition(indices: []))
        isPositional = true
    }

    /// `shape` fitted into `frame`, painted with `fill` and `stroke`, named `label`.
    public init<ID: Hashable>(
        id: ID, _ shape: some Shape, in frame: Rect, fill: GraphicsContext.Shading? = nil,
        stroke: (GraphicsContext.Shading, StrokeStyle)? = nil, label: String? = nil
    ) {
        self.id = AnyHashable(id)
        outline = shape
        width = frame.size.width
        height = frame.size.height
        center = Point(x: frame.midX, y: frame.midY)
        self.fill = fill
        self.stroke = stroke
        self.label = label
    }

    /// The rectangle the shape fills on a canvas of `canvasSize`.
    public func frame(in canvasSize: Size) -> Rect {
        let size = Size(width: width ?? canvasSize.width, height: height ?? canvasSize.height)
        let center = center ?? Point(x: size.width / 2, y: size.height / 2)
        return Rect(
            x: center.x - size.width / 2 + offset.x, y: center.y - size.height / 2 + offset.y,
            width: size.width, height: size.height)
    }

    /// The outline in the coordinates of a canvas of `canvasSize`.
    public func path(in canvasSize: Size) -> Path {
        if let path = outline as? Path { return path.offsetBy(dx: offset.x, dy: offset.y) }
        return outline.path(in: frame(in: canvasSize))
    }
}

/// The key of a shape given no id: its place in the canvas's content, one
/// index per nested block.
struct ShapePosition: Hashable {
    var indices: [Int]
}
