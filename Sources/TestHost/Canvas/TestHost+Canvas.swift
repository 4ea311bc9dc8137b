import Widgets

/// A `Canvas` widget's drawing in a `TestHost`.
@MainActor final class TestCanvas {
    /// The last drawing and how often it changed.
    let recording = CanvasRecording(measureText: TestHost.measure)
    /// The size set by ``TestHost/resize(_:to:)``, which wins over the frame's.
    var resized: Size?
    /// The key of the shape ``TestHost/hover(_:at:)`` put the pointer over.
    var hoveredShape: AnyHashable?
    /// The key of the labelled shape that has, or last had, the keyboard
    /// focus in the canvas (``CanvasShapeRecords/focusStop(_:)`` reads it).
    var shapeStop: AnyHashable?
}

extension TestHost {
    /// The size a canvas has without a `.frame` width or height: 400 by 300.
    public static let defaultCanvasSize = Size(width: 400, height: 300)

    /// The size of `string` as a `TestHost` canvas measures it: half the font
    /// size a character wide and 1.25 times the font size tall (14 points
    /// when no size is given), so tests can compute where text lands.
    public nonisolated static func measure(_ string: String, fontSize: Double?) -> Size {
        let points = fontSize ?? 14
        return Size(width: Double(string.count) * points / 2, height: points * 1.25)
    }

    /// What `widget`, a `Canvas`, drew last, as the list of operations its
    /// renderer recorded.
    public func drawing(of widget: TestWidget) throws -> [DrawingOperation] {
        try canvasState(of: widget).recording.operations
    }

    /// How many times `widget`, a `Canvas`, was drawn: renders and resizes
    /// whose drawing differed from the one before (the first drawing counts).
    public func drawCount(of widget: TestWidget) throws -> Int {
        try canvasState(of: widget).recording.changeCount
    }

    /// Gives `widget`, a `Canvas`, the size `size`, as a window resize
    /// would, and records its drawing again.
    public func resize(_ widget: TestWidget, to size: Size) throws {
        let state = try canvasState(of: widget)
        state.resized = size
        recordCanvas(widget)
    }

    /// Records `instance`'s drawing when it is a `Canvas`.
    func recordCanvas(_ instance: TestWidget) {
        guard let canvas = instance.view as? Canvas else { return }
        let state = instance.canvas ?? TestCanvas()
        instance.canvas = state
        let frame = canvas.modifiers
        let size =
            state.resized
            ?? Size(
                width: frame.width.map(Double.init) ?? Self.defaultCanvasSize.width,
                height: frame.height.map(Double.init) ?? Self.defaultCanvasSize.height)
        state.recording.record(canvas, size: size)
    }

    private func canvasState(of widget: TestWidget) throws -> TestCanvas {
        guard let state = widget.canvas else {
            throw TestHostError(
                description: "\(widget.name) is not a Canvas; the tree is:\n\(dump())")
        }
        return state
    }
}
