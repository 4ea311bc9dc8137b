import Gtk
import Widgets

extension GtkTester {
    /// Taps `widget` `count` times at `location` (in its own coordinates)
    /// with the X server's pointer, as a person clicks, and waits until GTK
    /// has handled the last release and the tree has rendered.
    ///
    /// Like every pointer verb, it needs an X11 display with XTEST (the
    /// tests' `xvfb-run`); elsewhere it throws `GtkTesterError.unsupported`.
    ///
    /// ```swift
    /// try await tester.tap(chart, at: Point(x: 40, y: 12))
    /// ```
    public func tap(_ widget: Gtk.Widget, at location: Point, count: Int = 1) async throws {
        let pointer = try await pointer(over: widget, at: location)
        try await waitOutPointerClick()
        for _ in 0..<max(1, count) {
            try await pointer.until(.buttonRelease) {
                $0.press()
                $0.release()
            }
        }
        lastPointerClick = .now
        try await waitUntilSettled()
    }

    /// Clicks `widget` at `location` (in its own coordinates) with the
    /// secondary (right) button, as a person opens a context menu, and waits
    /// until GTK has handled the press and the tree has rendered.
    ///
    /// The release is sent too; it may land on the menu the press opened.
    public func rightClick(_ widget: Gtk.Widget, at location: Point) async throws {
        let pointer = try await pointer(over: widget, at: location)
        try await waitOutPointerClick()
        try await pointer.until(.buttonPress) { $0.input.press(button: 3) }
        pointer.input.release(button: 3)
        lastPointerClick = .now
        try await waitUntilSettled()
    }

    /// Presses the pointer on `widget` at `start`, moves it to `end` in a
    /// few steps (points in `widget`'s coordinates) and releases it there,
    /// then waits until GTK has handled the release and the tree has rendered.
    public func drag(_ widget: Gtk.Widget, from start: Point, to end: Point) async throws {
        let pointer = try await pointer(over: widget, at: start)
        try await waitOutPointerClick()
        try await pointer.until(.buttonPress) { $0.press() }
        let steps = 4
        for step in 1...steps {
            let fraction = Double(step) / Double(steps)
            let point = Point(
                x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction
            )
            try await pointer.moveAndWait(to: point)
        }
        try await pointer.until(.buttonRelease) { $0.release() }
        lastPointerClick = .now
        try await waitUntilSettled()
    }

    /// Moves the pointer onto `widget` at `location` (in its own
    /// coordinates) and waits until GTK has handled the move and the tree
    /// has rendered: its `.onHover` and `.onContinuousHover` are told.
    public func hover(_ widget: Gtk.Widget, at location: Point) async throws {
        _ = try await pointer(over: widget, at: location)
        try await waitUntilSettled()
    }

    /// Turns the mouse wheel over `widget` at `location`: `dy` notches
    /// towards the user (negative: away), `dx` to the right (negative: to
    /// the left); waits until GTK has handled each notch and the tree has
    /// rendered.
    public func scroll(_ widget: Gtk.Widget, at location: Point, dx: Int = 0, dy: Int) async throws
    {
        let pointer = try await pointer(over: widget, at: location)
        // X11 wheel buttons: 4 up, 5 down, 6 left, 7 right.
        let notches =
            Array(repeating: UInt32(dy < 0 ? 4 : 5), count: abs(dy))
            + Array(repeating: UInt32(dx < 0 ? 6 : 7), count: abs(dx))
        for button in notches {
            try await pointer.until(.scroll) { $0.input.click(button: button) }
        }
        try await waitUntilSettled()
    }

    /// Pinches `widget` through the scales in `scales` (2: the fingers
    /// twice as far apart as when they touched), then ends the pinch, and
    /// waits until the tree has rendered.
    ///
    /// XTEST has no touch points, so this emits the signals of the widget's
    /// zoom gesture as GDK would (`scale-changed` for each scale, then `end`);
    /// it throws when the widget has no `MagnificationGesture`.
    public func magnify(_ widget: Gtk.Widget, through scales: [Double]) async throws {
        guard widget.emitPinch(scales: scales) else {
            throw GtkTesterError.unsupported(
                "\(widget.typeName) \(widget.displayedText ?? "") has no MagnificationGesture")
        }
        try await waitUntilSettled()
    }

    /// The pointer placed over `widget` at `location`, in a mapped window.
    private func pointer(over widget: Gtk.Widget, at location: Point) async throws -> PointerOver {
        guard let input = XTestInput() else {
            throw GtkTesterError.unsupported(
                "pointer input needs an X11 display with XTEST (run under xvfb-run)")
        }
        guard
            let window = windows.first(where: {
                widget.isAncestor(ancestor: $0) || widget.address == $0.address
            })
        else {
            throw GtkTesterError.unsupported("\(widget.typeName) is not in a window of the app")
        }
        try await waitUntil { window.isMapped && widget.width > 0 }
        let pointer = PointerOver(input: input, widget: widget, window: window, tester: self)
        try await pointer.moveAndWait(to: location)
        return pointer
    }

    /// Waits until a click now would not make a double click with the last one.
    private func waitOutPointerClick() async throws {
        guard let last = lastPointerClick else { return }
        let span = Duration.milliseconds((Settings.current?.doubleClickMilliseconds ?? 400) + 50)
        try await Task.sleep(until: last + span, clock: .continuous)
    }
}

/// The X server's pointer, driven in the coordinates of one widget.
@MainActor private struct PointerOver {
    let input: XTestInput
    let widget: Gtk.Widget
    let window: Gtk.Window
    let tester: GtkTester

    /// Moves the pointer to `point` of the widget.
    func move(to point: Point) {
        guard
            let inWindow = widget.translateCoordinates(
                destWidget: window, srcX: point.x, srcY: point.y)
        else { return }
        input.move(toNative: window, x: inWindow.destX, y: inWindow.destY)
    }

    func press() { input.press() }
    func release() { input.release() }

    /// Moves the pointer to `point` of the widget and waits until the window
    /// has seen the move; a move to where the pointer already is makes no
    /// event, so the wait gives up after a short while.
    func moveAndWait(to point: Point) async throws {
        do {
            try await until(.motionNotify, bound: .milliseconds(300)) { $0.move(to: point) }
        } catch GtkTesterError.timedOut {}
    }

    /// Does `act` and waits until the window has seen an event of `type`
    /// (in the capture phase, before any widget handles it; the widget's
    /// own controllers handle it in the same dispatch).
    func until(
        _ type: EventType, bound: Duration = .seconds(5), _ act: (PointerOver) -> Void
    ) async throws {
        var seen = false
        let watcher = EventControllerLegacy()
        watcher.propagationPhase = .capture
        watcher.onEvent { event in
            if event.eventType() == type { seen = true }
            return false
        }
        window.addController(watcher)
        defer { window.removeController(watcher) }
        act(self)
        try await tester.waitUntil(bound: bound) { seen }
    }
}
