import Widgets

extension TestHost {
    /// The shape with the keyboard focus: the labelled shape the focus
    /// stands on when ``focusedWidget`` is a canvas made from shapes, else nil.
    ///
    /// Tab stops at a canvas with labelled shapes; ``pressTab(backward:)``
    /// then moves from shape to shape in drawing order before leaving the
    /// canvas, and Enter or Space (``press(_:modifiers:in:)``) runs the
    /// focused shape's tap handler, as on GTK.
    ///
    /// ```swift
    /// host.pressTab()
    /// #expect(host.focusedShape?.label == "Bar 0")
    /// ```
    public var focusedShape: TestShape? {
        guard let state = focusedWidget?.canvas else { return nil }
        let records = state.recording.shapes
        return records.focusStop(state.shapeStop).flatMap(records.record(id:)).map(TestShape.init)
    }

    /// Moves the focus to the next (previous) labelled shape of the focused
    /// canvas; false past its last (first) shape, or when no canvas has it.
    func moveShapeFocus(backward: Bool) -> Bool {
        guard let state = focusedWidget?.canvas else { return false }
        let records = state.recording.shapes
        guard let stop = records.focusStop(state.shapeStop),
            let next = records.labelledKey(after: stop, backward: backward)
        else { return false }
        state.shapeStop = next
        return true
    }

    /// Runs the tap handler of the focused shape of `widget` for Enter or
    /// Space; false when `widget` is not the focused canvas or the shape has none.
    func activateFocusedShape(of widget: TestWidget) -> Bool {
        guard focusedWidget === widget, let state = widget.canvas else { return false }
        let records = state.recording.shapes
        guard let stop = records.focusStop(state.shapeStop) else { return false }
        state.shapeStop = stop
        return records.activate(stop)
    }
}
