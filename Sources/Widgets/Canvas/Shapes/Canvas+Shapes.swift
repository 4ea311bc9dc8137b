extension Canvas {
    /// A canvas drawing the shapes `content` builds, in order, the last on top.
    ///
    /// Each shape is keyed as a view's children are (see ``ShapeBuilder``):
    /// the host hit-tests them for taps, hovers and tooltips, names each for
    /// assistive technologies by its label, and at a render redraws and
    /// rebuilds only the shapes that changed.
    public init(@ShapeBuilder content: () -> [CanvasShape]) {
        self.init(shapes: content())
    }

    /// A canvas drawing the shapes `content` builds, laid out for a canvas
    /// of `space` and scaled to the canvas's size: shapes that follow the
    /// window's size, as a chart's bars, with no size read at render time.
    ///
    /// ```swift
    /// Canvas(scaledFrom: Size(width: 100, height: 50)) {
    ///     Rectangle().fill(Color(.accent)).frame(width: 50, height: 50)  // the left half
    /// }
    /// ```
    ///
    /// A tap's location is in the canvas's coordinates, not `space`'s.
    public init(scaledFrom space: Size, @ShapeBuilder content: () -> [CanvasShape]) {
        self.init(shapes: content())
        shapeSpace = space
    }

    /// A canvas drawing `shapes` in order, the last on top.
    public init(shapes: [CanvasShape]) {
        self.init { _, _ in }
        self.shapes = shapes
        isMadeOfShapes = true
    }

    /// The topmost shape whose filled area, on a canvas of `size`, holds
    /// `point` (for a shape that is only stroked, its outline's inside), or nil.
    public func shape(at point: Point, in size: Size) -> CanvasShape? {
        shapes.last { $0.path(in: size).contains(point) }
    }
}
