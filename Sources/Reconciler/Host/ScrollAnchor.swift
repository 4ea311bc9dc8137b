/// The point of a view lined up with the same point of the visible area of
/// the container it is scrolled in.
///
/// (0, 0) is top-leading, (0.5, 0.5) the centre, (1, 1) bottom-trailing:
/// `ScrollViewReader`'s `UnitPoint` anchor.
public struct ScrollAnchor: Hashable, Sendable {
    /// Along the width: 0 leading, 1 trailing.
    public var x: Double
    /// Along the height: 0 top, 1 bottom.
    public var y: Double

    /// The anchor at `x` of the width and `y` of the height.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
