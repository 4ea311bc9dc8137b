import Widgets

/// A shape with identity of a `Canvas` in a `TestHost`, as last drawn.
public struct TestShape {
    /// The shape's key.
    public let id: AnyHashable
    /// Its accessible label, if any.
    public let label: String?
    /// Its tooltip, if any.
    public let help: String?
    /// Its outline in the canvas's coordinates.
    public let path: Path

    init(_ record: CanvasShapeRecords.Record) {
        id = record.shape.id
        label = record.shape.label
        help = record.shape.help
        path = record.path
    }
}

extension TestHost {
    /// The shapes of `widget`, a `Canvas` made from shapes, in drawing order
    /// (the last on top), as last drawn.
    public func shapes(of widget: TestWidget) throws -> [TestShape] {
        try shapeRecords(of: widget).records.map(TestShape.init)
    }

    /// The topmost shape of `widget`, a `Canvas`, holding `point`, or nil:
    /// the one a tap or hover there reaches.
    public func shape(of widget: TestWidget, at point: Point) throws -> TestShape? {
        try shapeRecords(of: widget).shape(at: point).map(TestShape.init)
    }

    /// How many shape records `widget`, a `Canvas`, has built: one per new
    /// shape and one per changed shape at each render.
    public func shapeBuildCount(of widget: TestWidget) throws -> Int {
        try shapeRecords(of: widget).buildCount
    }

    /// Calls the tap handler of `count` of `widget`'s topmost shape at
    /// `location` when `widget` is a canvas; true when a shape took the tap.
    func tapShape(of widget: TestWidget, at location: Point, count: Int) -> Bool {
        guard let records = widget.canvas?.recording.shapes,
            let tap = records.shape(at: location)?.shape.taps.first(where: { $0.count == count })
        else { return false }
        tap.action(location)
        return true
    }

    /// Moves the pointer over `widget`'s shapes; true when it is a canvas with shapes.
    ///
    /// Tells the shape the pointer leaves false and the one it comes over true.
    func hoverShape(of widget: TestWidget, at location: Point?) -> Bool {
        guard let state = widget.canvas, !state.recording.shapes.records.isEmpty else {
            return false
        }
        let records = state.recording.shapes
        let found = location.flatMap { records.shape(at: $0) }
        guard found?.shape.id != state.hoveredShape else { return true }
        let left = state.hoveredShape.flatMap { records.record(id: $0) }
        state.hoveredShape = found?.shape.id
        left?.shape.hover?(false)
        found?.shape.hover?(true)
        return true
    }

    private func shapeRecords(of widget: TestWidget) throws -> CanvasShapeRecords {
        guard let state = widget.canvas else {
            throw TestHostError(
                description: "\(widget.name) is not a Canvas; the tree is:\n\(dump())")
        }
        return state.recording.shapes
    }
}
