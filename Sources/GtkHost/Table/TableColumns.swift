import Gtk
import Hooks
import Reconciler
import Widgets

/// One `Table` column on GTK: its `GtkColumnViewColumn` and what fills its
/// cells, a label per list item for text columns or a `TableCells` for
/// custom cells.
@MainActor final class TableColumnSlot {
    let column: ColumnViewColumn
    /// The props' description of the column this slot was made for.
    private(set) var model: TableColumnModel
    /// The custom cells; nil for a text column.
    let cells: TableCells?
    /// The cells of a text column; nil for custom cells.
    private let textCells: TableTextCells?

    init(
        _ model: TableColumnModel, index: Int, host: GtkHost, scheduler: any Scheduler,
        probe: ColumnSortProbe
    ) {
        self.model = model
        let factory: SignalListItemFactory
        if model.cell != nil {
            let cells = TableCells(host: host, scheduler: scheduler)
            self.cells = cells
            textCells = nil
            factory = cells.makeFactory()
        } else {
            let textCells = TableTextCells(text: model.text ?? { _ in "" })
            cells = nil
            self.textCells = textCells
            factory = textCells.makeFactory()
        }
        column = ColumnViewColumn(title: model.title, factory: factory)
        applyWidth(model.width)
        if model.sorts { column.sorter = probe.sorter(forColumn: index) }
        // GTK's resize handle writes the fixed width: kept within the limits.
        column.onFixedWidthChanged { [weak self] in self?.keepWidthWithinLimits() }
    }

    /// Gives the column `width`: its fixed width (within its limits), whether
    /// the user can resize it, and its cells' minimum width.
    private func applyWidth(_ width: TableColumnWidth) {
        column.fixedWidth = Int32(width.fixed.map(width.clamped) ?? -1)
        column.resizable = width.resizable
        textCells?.minimumWidth = width.minimum
        cells?.minimumWidth = width.minimum
    }

    /// Puts a fixed width the user dragged outside the column's limits back within them.
    private func keepWidthWithinLimits() {
        let width = Int(column.fixedWidth)
        guard width >= 0 else { return }
        let clamped = model.width.clamped(width)
        if clamped != width { column.fixedWidth = Int32(clamped) }
    }

    /// Whether this slot can show `other` (same title, same kind of cells).
    func fits(_ other: TableColumnModel) -> Bool {
        other.title == model.title && (other.cell == nil) == (cells == nil)
            && other.sorts == model.sorts
    }

    /// Takes the column's description in new table props: shown cells show their new rows.
    ///
    /// A text column reads again only the shown cells of rows in `changed`
    /// (its text is its row's value); custom cells render again, since they
    /// may read more than their row. A custom column calls `resize` once its
    /// rows have the new props, before they render; a text column never calls it.
    func update(
        _ model: TableColumnModel, of table: Widgets.Table, changed: ChangedRows,
        resize: () -> Void = {}
    ) {
        let appliedWidth = self.model.width
        self.model = model
        if model.width != appliedWidth { applyWidth(model.width) }
        if let cells {
            cells.update(model, of: table, resize: resize)
            return
        }
        textCells?.update(
            text: model.text ?? { _ in "" }, rowCount: table.rowCount, changed: changed)
    }

    /// For a text column, the rows shown now, each with the widget GTK lays
    /// the row out in (the parent of the label's cell); empty for a column
    /// of custom cells.
    func shownRows() -> [(position: Int, widget: Gtk.Widget)] {
        textCells?.shownRows() ?? []
    }

    /// The positions of the rows whose cells this column shows now.
    func shownPositions() -> [Int] {
        cells?.rows.boundPositions ?? textCells?.shownPositions ?? []
    }

    /// The number of cells shown now: bound custom cells, or labels of bound text cells.
    var boundCount: Int { cells?.boundCount ?? textCells?.boundCount ?? 0 }

    func release() { cells?.release() }
}
