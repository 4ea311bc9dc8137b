/// A point in a canvas's coordinates: `x` to the right, `y` down, in pixels
/// from the top-leading corner.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate, growing downwards.
    public var y: Double

    /// The point at (`x`, `y`).
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height, in pixels.
public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// A size of `width` by `height`.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No extent.
    public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle: its top-leading corner and its size.
public struct Rect: Hashable, Sendable {
    /// The top-leading corner.
    public var origin: Point
    /// The width and height; a negative extent is read as its absolute value
    /// by ``standardized``.
    public var size: Size

    /// The rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The rectangle with its top-leading corner at (`x`, `y`).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The same area with a non-negative width and height.
    public var standardized: Rect {
        Rect(
            x: min(origin.x, origin.x + size.width), y: min(origin.y, origin.y + size.height),
            width: abs(size.width), height: abs(size.height))
    }

    /// The smallest x.
    public var minX: Double { standardized.origin.x }
    /// The largest x.
    public var maxX: Double { minX + abs(size.width) }
    /// The smallest y.
    public var minY: Double { standardized.origin.y }
    /// The largest y.
    public var maxY: Double { minY + abs(size.height) }
    /// The x of the centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y of the centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width, never negative.
    public var width: Double { abs(size.width) }
    /// The height, never negative.
    public var height: Double { abs(size.height) }

    /// Whether `point` is inside or on the edge.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
    }

    /// The rectangle moved inwards by `dx` on the left and right and `dy` at
    /// the top and bottom (outwards for negative values).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let rect = standardized
        return Rect(
            x: rect.origin.x + dx, y: rect.origin.y + dy, width: rect.width - 2 * dx,
            height: rect.height - 2 * dy)
    }
}

/// An angle, stored in radians.
public struct Angle: Hashable, Sendable {
    /// The angle in radians.
    public var radians: Double

    /// The angle of `radians` radians.
    public init(radians: Double) { self.radians = radians }

    /// The angle in degrees.
    public var degrees: Double { radians * 180 / Double.pi }

    /// The angle of `radians` radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

    /// The angle of `degrees` degrees.
    public static func degrees(_ degrees: Double) -> Angle {
        Angle(radians: degrees * Double.pi / 180)
    }

    /// No rotation.
    public static let zero = Angle(radians: 0)
}
