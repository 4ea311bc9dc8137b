import Gtk

extension GtkTester {
    /// Clicks the header of the column titled `title` of `table` (a `Table`'s
    /// widget, or any widget around its column view) with the X server's
    /// pointer, as a person does (after GTK's double-click time since the
    /// verb's last click), and waits until GTK has handled the click and the
    /// tree has rendered: GTK sorts by that column (ascending, or
    /// flipped when it was the first sort column already, the earlier ones
    /// kept after it) and the table writes its `sortOrder` binding.
    ///
    /// GTK 4.8 sorts only on a real pointer click of a header (its gesture
    /// reads the event's button; `gtk_column_view_sort_by_column` would drop
    /// the earlier sort columns), so this verb needs an X11 display with
    /// XTEST, such as the tests' `xvfb-run`; elsewhere it throws
    /// `GtkTesterError.unsupported` saying so.
    public func clickHeader(_ title: String, of table: Gtk.Widget) async throws {
        let header = try columnHeader(title, of: table)
        guard let window = windows.first(where: { header.isInside($0) }) else {
            throw GtkTesterError.unsupported("the header \(title) is not in a window of the app")
        }
        guard let input = XTestInput() else {
            throw GtkTesterError.unsupported(
                "clicking the header \(title) needs an X11 display with XTEST (run under "
                    + "xvfb-run): GTK 4.8 sorts only on a real click of a column header")
        }
        guard
            let point = header.translateCoordinates(
                destWidget: window, srcX: Double(header.width) / 2,
                srcY: Double(header.height) / 2)
        else { throw GtkTesterError.unsupported("the header \(title) is not laid out") }
        // The window sees the release first (capture phase); the header
        // handles it in the same dispatch, before the wait below ends.
        var released = false
        let watcher = EventControllerLegacy()
        watcher.propagationPhase = .capture
        watcher.onEvent { event in
            if event.eventType() == .buttonRelease { released = true }
            return false
        }
        window.addController(watcher)
        defer { window.removeController(watcher) }
        try await waitOutDoubleClick()
        input.move(to: window, x: Int32(point.destX), y: Int32(point.destY))
        input.click()
        lastPointerClick = .now
        try await waitUntil { released }
        try await waitUntilSettled()
    }

    /// Waits until a click now would not make a double click with the last
    /// one: two header clicks are two sorts, as a person's are when apart.
    private func waitOutDoubleClick() async throws {
        guard let last = lastPointerClick else { return }
        let span = Duration.milliseconds((Settings.current?.doubleClickMilliseconds ?? 400) + 50)
        try await Task.sleep(until: last + span, clock: .continuous)
    }

    /// The header widget (`GtkColumnViewTitle`) of the column titled `title`
    /// inside `table`, or an error naming the titles there are.
    private func columnHeader(_ title: String, of table: Gtk.Widget) throws -> Gtk.Widget {
        let headers = table.subtree.filter { $0.typeName == "GtkColumnViewTitle" }
        if let header = headers.first(where: { $0.subtree.contains { $0.displayedText == title } })
        {
            return header
        }
        let titles = headers.compactMap { $0.subtree.lazy.compactMap(\.displayedText).first }
        throw GtkTesterError.notFound(
            "\(table.typeName) has no column header titled \(title); its headers: "
                + (titles.isEmpty ? "none" : titles.joined(separator: ", ")))
    }
}

extension Gtk.Widget {
    /// Whether this widget is `window` or inside it.
    fileprivate func isInside(_ window: Gtk.Window) -> Bool {
        var widget: Gtk.Widget? = self
        while let current = widget {
            if current.address == window.address { return true }
            widget = current.parent
        }
        return false
    }
}
