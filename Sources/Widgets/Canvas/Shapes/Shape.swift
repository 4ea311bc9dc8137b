/// A 2D shape that fits itself into a rectangle: the outline a
/// ``CanvasShape`` fills, strokes and hit-tests.
public protocol Shape: Sendable {
    /// The outline of the shape filling `rect`.
    func path(in rect: Rect) -> Path
}

/// A rectangle filling its frame.
public struct Rectangle: Shape, Hashable {
    /// A rectangle.
    public init() {}

    /// The frame's rectangle.
    public func path(in rect: Rect) -> Path { Path(rect) }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: Shape, Hashable {
    /// A circle.
    public init() {}

    /// The largest circle centred in `rect`.
    public func path(in rect: Rect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(
            ellipseIn: Rect(
                x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

/// A rectangle whose shorter sides are half circles.
public struct Capsule: Shape, Hashable {
    /// A capsule.
    public init() {}

    /// The frame with corners rounded by half its shorter side.
    public func path(in rect: Rect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
}

extension Path: Shape {
    /// The path itself, wherever the frame is: a path is drawn in the canvas's coordinates.
    public func path(in rect: Rect) -> Path { self }
}
