import Widgets

extension TestHost {
    /// Picks `day` in a date picker as a click on it in the calendar does,
    /// then flushes; false, writing nothing, when the picker refuses the day
    /// (outside its range).
    @discardableResult
    public func pick(_ day: DatePicker.Day, in widget: TestWidget) throws -> Bool {
        guard let picker = widget.as(DatePicker.self) else {
            throw TestHostError(
                description: "cannot pick a day in \(widget.name); the tree is:\n\(dump())")
        }
        let picked = picker.pick(day)
        if flushesAfterActions { flush() }
        return picked
    }

    /// Chooses `color` in a color picker as accepting it in the chooser
    /// does, then flushes.
    public func pick(_ color: Color, in widget: TestWidget) throws {
        guard let picker = widget.as(ColorPicker.self) else {
            throw TestHostError(
                description: "cannot pick a color in \(widget.name); the tree is:\n\(dump())")
        }
        picker.pick(color)
        if flushesAfterActions { flush() }
    }
}
