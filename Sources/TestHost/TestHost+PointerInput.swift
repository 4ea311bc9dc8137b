import Widgets

extension TestHost {
    /// Taps `widget` `count` times at `location` (in its own coordinates),
    /// as the pointer's primary button would, then flushes.
    ///
    /// The nearest widget from `widget` up with an `.onTapGesture` of that
    /// count gets the tap. TestHost lays nothing out, so an ancestor gets
    /// `location` as it is. Throws when none taps.
    ///
    /// ```swift
    /// try host.tap(host.find(text: "Chart")!, at: Point(x: 40, y: 12))
    /// ```
    public func tap(_ widget: TestWidget, at location: Point, count: Int = 1) throws {
        let shapeTapped = tapShape(of: widget, at: location, count: count)
        let find = {
            try self.nearest(from: widget, "a tap of count \(count)") {
                $0.taps.first { $0.count == count }
            }
        }
        let tap = shapeTapped ? try? find() : try find()
        tap?.action(location)
        if flushesAfterActions { flush() }
    }

    /// Drags over `widget` from `start` to `end` (in its own coordinates),
    /// then flushes.
    ///
    /// The nearest `DragGesture` from `widget` up is told one change at
    /// `end` and the end there, if `end` is at least its minimum distance
    /// from `start` (a shorter drag reports nothing, as on screen).
    public func drag(_ widget: TestWidget, from start: Point, to end: Point) throws {
        let drag = try nearest(from: widget, "a DragGesture") { $0.drag }
        let value = DragGesture.Value(startLocation: start, location: end)
        let distance =
            (value.translation.x * value.translation.x
            + value.translation.y * value.translation.y).squareRoot()
        if distance >= drag.minimumDistance {
            drag.changed?(value)
            drag.ended?(value)
        }
        if flushesAfterActions { flush() }
    }

    /// Moves the pointer onto `widget` at `location` (in its own
    /// coordinates), or off it when `location` is nil, then flushes.
    ///
    /// The nearest widget from `widget` up with `.onHover` or
    /// `.onContinuousHover` is told: `onHover(true)` and `.active(location)`
    /// on the way in, `.active(location)` at each later move, `false` and
    /// `.ended` on the way out.
    public func hover(_ widget: TestWidget, at location: Point?) throws {
        let shapeHovered = hoverShape(of: widget, at: location)
        if shapeHovered, nearestHover(from: widget) == nil {
            if flushesAfterActions { flush() }
            return
        }
        let owner = try nearestWidget(from: widget, "an .onHover or .onContinuousHover") {
            $0.hover != nil || $0.continuousHover != nil
        }
        guard let input = owner.modifiers?.pointerInput else { return }
        let key = ObjectIdentifier(owner)
        if let location {
            if !hovered.contains(key) {
                hovered.insert(key)
                input.hover?(true)
            }
            input.continuousHover?(.active(location))
        } else if hovered.remove(key) != nil {
            input.hover?(false)
            input.continuousHover?(.ended)
        }
        if flushesAfterActions { flush() }
    }

    /// Scrolls over `widget` by (`dx`, `dy`), then flushes.
    ///
    /// The amounts are wheel notches: `dy` 1 for one notch towards the user.
    public func scroll(_ widget: TestWidget, dx: Double = 0, dy: Double) throws {
        let scroll = try nearest(from: widget, "an .onScroll") { $0.scroll }
        scroll(ScrollDelta(dx: dx, dy: dy))
        if flushesAfterActions { flush() }
    }

    /// Pinches `widget` to `scale` (2 is the fingers twice as far apart as
    /// when they touched), then flushes: the nearest `MagnificationGesture`
    /// is told the change and the end.
    public func magnify(_ widget: TestWidget, by scale: Double) throws {
        let gesture = try nearest(from: widget, "a MagnificationGesture") { $0.magnification }
        gesture.changed?(scale)
        gesture.ended?(scale)
        if flushesAfterActions { flush() }
    }

    /// The part `part` gives of the pointer input of the nearest widget from
    /// `widget` up where it gives one, or an error naming `what`.
    private func nearest<Part>(
        from widget: TestWidget, _ what: String, _ part: (PointerInput) -> Part?
    ) throws -> Part {
        let owner = try nearestWidget(from: widget, what) { part($0) != nil }
        return part(owner.modifiers?.pointerInput ?? PointerInput())!
    }

    private func nearestHover(from widget: TestWidget) -> TestWidget? {
        try? nearestWidget(from: widget, "") { $0.hover != nil || $0.continuousHover != nil }
    }

    private func nearestWidget(
        from widget: TestWidget, _ what: String, where matches: (PointerInput) -> Bool
    ) throws -> TestWidget {
        var current: TestWidget? = widget
        while let node = current {
            if let input = node.modifiers?.pointerInput, matches(input) { return node }
            current = node.parent
        }
        throw TestHostError(
            description: "no \(what) at or above \(widget.name); the tree is:\n\(dump())")
    }
}
