/// The outline of a 2D shape: sub-paths of lines and curves, filled or
/// stroked by a ``GraphicsContext`` and compared by value.
///
/// ```swift
/// var path = Path()
/// path.move(to: Point(x: 0, y: 10))
/// path.addLine(to: Point(x: 10, y: 0))
/// path.closeSubpath()
/// let bar = Path(Rect(x: 0, y: 0, width: 8, height: 40))
/// ```
public struct Path: Hashable, Sendable {
    /// One step of a path.
    public enum Element: Hashable, Sendable {
        /// Starts a new sub-path at the point.
        case move(to: Point)
        /// A straight line to the point.
        case line(to: Point)
        /// A quadratic Bézier curve to the point.
        case quadCurve(to: Point, control: Point)
        /// A cubic Bézier curve to the point.
        case curve(to: Point, control1: Point, control2: Point)
        /// A circular arc; `clockwise` as seen on screen, where y grows downwards.
        case arc(center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool)
        /// A closed rectangle sub-path.
        case rect(Rect)
        /// A closed ellipse sub-path filling the rectangle.
        case ellipse(in: Rect)
        /// A closed rectangle sub-path with corners rounded by the radii.
        case roundedRect(Rect, cornerWidth: Double, cornerHeight: Double)
        /// A straight line back to the start of the current sub-path.
        case closeSubpath
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// A path of one closed rectangle.
    public init(_ rect: Rect) { elements = [.rect(rect)] }

    /// A path of one closed rectangle with corners of `cornerRadius`.
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        elements = [.roundedRect(rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)]
    }

    /// A path of one closed ellipse filling `rect` (a circle when it is square).
    public init(ellipseIn rect: Rect) { elements = [.ellipse(in: rect)] }

    /// A path built by `build`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new sub-path at `point`.
    public mutating func move(to point: Point) { elements.append(.move(to: point)) }

    /// Adds a straight line to `point`.
    public mutating func addLine(to point: Point) { elements.append(.line(to: point)) }

    /// Adds a line through each of `points`, starting a sub-path at the first.
    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a quadratic Bézier curve to `point` through `control`.
    public mutating func addQuadCurve(to point: Point, control: Point) {
        elements.append(.quadCurve(to: point, control: control))
    }

    /// Adds a cubic Bézier curve to `point` through two control points.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Adds a circular arc around `center` from `startAngle` to `endAngle`
    /// (0 points right); `clockwise` as seen on screen.
    public mutating func addArc(
        center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        elements.append(
            .arc(
                center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                clockwise: clockwise))
    }

    /// Adds a closed rectangle.
    public mutating func addRect(_ rect: Rect) { elements.append(.rect(rect)) }

    /// Adds a closed rectangle with corners rounded by `cornerSize`.
    public mutating func addRoundedRect(in rect: Rect, cornerSize: Size) {
        elements.append(
            .roundedRect(rect, cornerWidth: cornerSize.width, cornerHeight: cornerSize.height))
    }

    /// Adds a closed ellipse filling `rect`.
    public mutating func addEllipse(in rect: Rect) { elements.append(.ellipse(in: rect)) }

    /// Closes the current sub-path with a line to its start.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }
}
