/// A point in a view's own coordinates, in pixels from its top-leading corner.
///
/// What pointer handlers get: `.onTapGesture { location in }` reports where
/// the tap landed, a `DragGesture` where it started and where it is now.
public struct Point: Hashable, Sendable {
    /// Pixels from the leading edge.
    public var x: Double
    /// Pixels from the top edge.
    public var y: Double

    /// The point (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The top-leading corner.
    public static let zero = Point(x: 0, y: 0)
}
