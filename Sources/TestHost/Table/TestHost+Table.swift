import Widgets

extension TestHost {
    /// Clicks the header of the column titled `title` of `table` (a `Table`),
    /// then flushes: as on GTK, the table's `sortOrder` binding gets that
    /// column first, ascending, or flipped when it was first already.
    ///
    /// ```swift
    /// try host.clickHeader("Amount", of: host.find(role: .table)!)
    /// ```
    public func clickHeader(_ title: String, of table: TestWidget) throws {
        let view = try tableView(of: table, "click a header of")
        guard let column = view.columns.firstIndex(where: { $0.title == title }) else {
            throw TestHostError(description: "\(table.name) has no column titled \(title)")
        }
        guard view.columns[column].sorts, let write = view.setSortColumns else {
            throw TestHostError(description: "the column \(title) of \(table.name) does not sort")
        }
        write(view.sortColumns(afterClickingHeaderOf: column))
        if flushesAfterActions { flush() }
    }

    /// The cell at `row` of the column titled `column` of `table`: the widget
    /// the cell's view rendered first; nil when the row is not shown (scroll
    /// to it first) or there is no such column.
    public func cell(_ column: String, row: Int, of table: TestWidget) -> TestWidget? {
        guard let view = table.view as? Table, let viewport = table.viewport,
            let index = view.columns.firstIndex(where: { $0.title == column }),
            viewport.visibleRows.contains(row)
        else { return nil }
        let container = table.children[row - viewport.first]
        return container.children.first?.children[safe: index]
    }

    private func tableView(of table: TestWidget, _ action: String) throws -> Table {
        guard let view = table.view as? Table else {
            throw TestHostError(description: "cannot \(action) \(table.name), which is not a Table")
        }
        return view
    }
}

extension Array {
    /// The element at `index`, or nil when it is out of bounds.
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
