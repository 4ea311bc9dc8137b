import Hooks
import Reconciler
import Widgets

extension TestHost {
    /// Scrolls the virtualized `list` (the widget of a `List`) so that its
    /// first shown row is `row` (kept within the data), then flushes.
    ///
    /// Rows that leave the viewport are unbound and rows that enter it are
    /// bound to the freed slots, as when a user scrolls a `GtkListView`.
    /// `height`, when given, becomes the number of rows shown.
    ///
    /// ```swift
    /// let list = host.find(role: .list)!
    /// host.scroll(list, toRow: 500)
    /// #expect(list.viewport?.visibleRows == 500..<520)
    /// ```
    public func scroll(_ list: TestWidget, toRow row: Int, height: Int? = nil) {
        guard let viewport = list.viewport else {
            HookDiagnostics.report(
                "TestHost: scroll(_:toRow:) on \(list.name), which is not a List")
            return
        }
        viewport.scroll(toRow: row, height: height)
        if flushesAfterActions { flush() }
    }

    /// Gives `widget` a viewport when it is virtualized.
    func makeViewport(for widget: TestWidget, showing view: any VirtualizedView) {
        let rows = VirtualizedRows(
            host: TestHostCalls(self), scheduler: scheduler,
            keptOffScreen: rowsKeptOffScreen, pooled: rowsPooled)
        widget.viewport = TestViewport(list: widget, rows: rows, height: visibleRowCount)
        widget.viewport?.update(view)
    }

    /// Releases the rows of every virtualized list in `widget`'s subtree.
    func releaseViewports(in widget: TestWidget) {
        for node in widget.subtree { node.viewport?.release() }
    }

    /// A new container for one row's root.
    func makeRowContainer() -> TestWidget { create(RowContainer()) }
}
