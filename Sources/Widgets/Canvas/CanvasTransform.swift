/// An affine transform of a ``GraphicsContext``: a point (x, y) becomes
/// (a·x + c·y + tx, b·x + d·y + ty).
public struct CanvasTransform: Hashable, Sendable {
    /// The x scale part.
    public var a: Double
    /// The y shear part.
    public var b: Double
    /// The x shear part.
    public var c: Double
    /// The y scale part.
    public var d: Double
    /// The x translation.
    public var tx: Double
    /// The y translation.
    public var ty: Double

    /// The transform with these coefficients.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The transform that changes nothing.
    public static let identity = CanvasTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Whether the transform changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// `other` applied first, then this transform.
    public func concatenating(_ other: CanvasTransform) -> CanvasTransform {
        CanvasTransform(
            a: a * other.a + c * other.b, b: b * other.a + d * other.b,
            c: a * other.c + c * other.d, d: b * other.c + d * other.d,
            tx: a * other.tx + c * other.ty + tx, ty: b * other.tx + d * other.ty + ty)
    }

    /// Where `point` goes.
    public func apply(to point: Point) -> Point {
        Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The inverse, or nil when the transform collapses the plane.
    public var inverted: CanvasTransform? {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return nil }
        return CanvasTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }
}
