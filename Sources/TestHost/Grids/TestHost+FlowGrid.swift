import Reconciler
import Widgets

extension TestHost {
    /// The cells of `grid` (a `FlowGrid`) whose ids are selected, in order:
    /// the `FlowGridCell` widgets, whose children are the cells' widgets.
    ///
    /// ```swift
    /// try host.selectRow(2, in: grid)
    /// #expect(host.selectedCells(of: grid).map(\.children.first?.text) == ["c"])
    /// ```
    public func selectedCells(of grid: TestWidget) -> [TestWidget] {
        guard let ids = (grid.view as? FlowGrid)?.selection?.ids else { return [] }
        return grid.children.filter { cell in
            (cell.view as? FlowGridCell).map { ids.contains($0.key) } ?? false
        }
    }

    /// Writes back, once, a `FlowGrid`'s selection without the ids that left
    /// its data, as `GtkHost` does: every cell is mounted, so one pass over
    /// the keys finds them.
    func followFlowSelection(of view: any PrimitiveView) {
        guard let grid = view as? FlowGrid, let selection = grid.selection else { return }
        let keys = Set((0..<grid.rowCount).map(grid.rowKey))
        let kept = selection.ids.intersection(keys)
        if kept != selection.ids { grid.onSelectionChange(kept) }
    }
}
