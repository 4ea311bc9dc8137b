import Widgets

/// Why a `TestHost` action could not be done.
public struct TestHostError: Error, CustomStringConvertible {
    /// What went wrong, with the rendered tree.
    public let description: String
}

extension TestHost {
    /// Clicks `widget` (a button, link or menu item), then flushes.
    public func tap(_ widget: TestWidget) throws {
        try perform(on: widget, "tap") { (capable: any Activatable) in capable.activate() }
    }

    /// Clicks the first widget showing `text`.
    public func tap(text: String) throws { try tap(widget(text: text)) }

    /// Replaces the contents of a text field or editor with `text`, then flushes.
    public func type(_ text: String, into widget: TestWidget) throws {
        try perform(on: widget, "type into") { (capable: any TextEditable) in capable.input(text) }
    }

    /// Flips a toggle, then flushes.
    public func toggle(_ widget: TestWidget) throws {
        try perform(on: widget, "toggle") { (capable: any Toggleable) in capable.toggle() }
    }

    /// Picks the option at `index` of a picker, then flushes.
    public func select(_ index: Int, in widget: TestWidget) throws {
        try perform(on: widget, "select in") { (capable: any Selectable) in capable.select(index) }
    }

    /// Selects the row at `index` of a list as a click does, then flushes;
    /// with `extending`, as a Ctrl-click does (adds the row to a multiple
    /// selection, or removes it when it was selected).
    public func selectRow(_ index: Int, in list: TestWidget, extending: Bool = false) throws {
        try perform(on: list, "select a row in") { (capable: any RowSelectable) in
            list.viewport?.sawSelected(row: index)
            capable.selectRow(index, extending: extending)
        }
    }

    /// Selects the rows in `rows` of a list and no others, as a Shift-click
    /// from the first to the last does, then flushes.
    public func selectRows(_ rows: ClosedRange<Int>, in list: TestWidget) throws {
        try perform(on: list, "select rows in") { (capable: any RowSelectable) in
            for row in rows { list.viewport?.sawSelected(row: row) }
            capable.selectRows(rows)
        }
    }

    /// Activates the row at `index` of a list as Enter or a double-click
    /// does (its `onActivate`), then flushes.
    public func activateRow(_ index: Int, in list: TestWidget) throws {
        try perform(on: list, "activate a row in") { (capable: any RowSelectable) in
            capable.activateRow(index)
        }
    }

    /// Sets a slider or stepper to `value`, then flushes.
    public func adjust(_ widget: TestWidget, to value: Double) throws {
        try perform(on: widget, "adjust") { (capable: any Adjustable) in capable.adjust(to: value) }
    }

    /// Presses Enter in a text field, then flushes: its own `onSubmit`, the
    /// `.onSubmit` actions around it (the nearest first), then the window's
    /// `.keyboardShortcut(.defaultAction)` button.
    public func submit(_ widget: TestWidget) throws {
        try perform(on: widget, "submit") { (capable: any Submittable) in
            capable.submit()
            runSubmitActions(from: widget)
        }
    }

    /// Stops the search of a search field or search bar as Escape does (the
    /// query becomes empty; a bar hides), then flushes.
    public func stopSearch(_ widget: TestWidget) throws {
        try perform(on: widget, "stop the search of") { (capable: any SearchStoppable) in
            capable.stopSearch()
        }
    }

    /// Closes a window or sheet as its close button does.
    ///
    /// Its
    /// `onCloseRequest` runs (and may await), then, if it agreed, its
    /// `isPresented` binding becomes false. Returns whether it closed.
    @discardableResult
    public func close(_ widget: TestWidget) async throws -> Bool {
        guard let closable = widget.view as? any Closable else {
            throw failure("cannot close \(widget.name)")
        }
        let closed = await closable.requestClose()
        if flushesAfterActions { flush() }
        return closed
    }

    private func widget(text: String) throws -> TestWidget {
        guard let widget = find(text: text) else { throw failure("no widget shows \"\(text)\"") }
        return widget
    }

    private func perform<Capability>(
        on widget: TestWidget, _ action: String, _ body: (Capability) -> Void
    ) throws {
        guard let capable = widget.view as? Capability else {
            throw failure("cannot \(action) \(widget.name)")
        }
        body(capable)
        if flushesAfterActions { flush() }
    }

    private func failure(_ message: String) -> TestHostError {
        TestHostError(description: "\(message); the tree is:\n\(dump())")
    }
}
