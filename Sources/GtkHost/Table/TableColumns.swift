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
    /// Text columns: the label each list item shows and the item, by the item's address.
    private var labels: [UInt: (item: ListItem, label: Label)] = [:]
    /// Text columns: the addresses of the list items bound to a row.
    private var bound: Set<UInt> = []
    /// The text of the cell at a row index, from the latest props.
    private var text: @MainActor (Int) -> String

    init(
        _ model: TableColumnModel, index: Int, host: GtkHost, scheduler: any Scheduler,
        probe: ColumnSortProbe
    ) {
        self.model = model
        text = model.text ?? { _ in "" }
        let factory: SignalListItemFactory
        if model.cell != nil {
            let cells = TableCells(host: host, scheduler: scheduler)
            self.cells = cells
            factory = cells.makeFactory()
        } else {
            cells = nil
            factory = SignalListItemFactory()
        }
        column = ColumnViewColumn(title: model.title, factory: factory)
        if cells == nil { connectTextCells(to: factory) }
        column.fixedWidth = Int32(model.width.fixed ?? -1)
        column.resizable = model.width.resizable
        if model.sorts { column.sorter = probe.sorter(forColumn: index) }
    }

    /// Whether this slot can show `other` (same title, same kind of cells).
    func fits(_ other: TableColumnModel) -> Bool {
        other.title == model.title && (other.cell == nil) == (cells == nil)
            && other.sorts == model.sorts
    }

    /// Takes the column's description in new table props: shown cells show their new rows.
    ///
    /// A custom column calls `resize` once its rows have the new props,
    /// before they render; a text column never calls it.
    func update(
        _ model: TableColumnModel, of table: Widgets.Table, resize: () -> Void = {}
    ) {
        self.model = model
        if model.width != column.widthDescription {
            column.fixedWidth = Int32(model.width.fixed ?? -1)
            column.resizable = model.width.resizable
        }
        if let cells {
            cells.update(model, of: table, resize: resize)
            return
        }
        text = model.text ?? { _ in "" }
        for address in bound {
            guard let (item, label) = labels[address], item.position < table.rowCount else {
                continue
            }
            label.text = text(item.position)
        }
    }

    /// For a text column, the rows shown now, each with the widget GTK lays
    /// the row out in (the parent of the label's cell); empty for a column
    /// of custom cells.
    func shownRows() -> [(position: Int, widget: Gtk.Widget)] {
        bound.compactMap { address in
            guard let (item, label) = labels[address], let row = label.parent?.parent else {
                return nil
            }
            return (item.position, row)
        }
    }

    /// The positions of the rows whose cells this column shows now.
    func shownPositions() -> [Int] {
        cells?.rows.boundPositions ?? bound.compactMap { labels[$0]?.item.position }
    }

    /// The number of cells shown now: bound custom cells, or labels of bound text cells.
    var boundCount: Int { cells?.boundCount ?? bound.count }

    /// Gives each list item a label on setup, and sets its text on bind.
    private func connectTextCells(to factory: SignalListItemFactory) {
        factory.onSetup { [weak self] object in
            guard let item = object.flatMap(ListItem.init(item:)) else { return }
            let label = Label()
            label.textAlignment = 0
            item.child = label
            self?.labels[item.address] = (item, label)
        }
        factory.onBind { [weak self] object in
            guard let self, let item = object.flatMap(ListItem.init(item:)),
                let label = self.labels[item.address]?.label
            else { return }
            label.text = self.text(item.position)
            self.bound.insert(item.address)
        }
        factory.onUnbind { [weak self] object in
            guard let item = object.flatMap(ListItem.init(item:)) else { return }
            self?.bound.remove(item.address)
        }
        factory.onTeardown { [weak self] object in
            guard let item = object.flatMap(ListItem.init(item:)) else { return }
            self?.labels[item.address] = nil
        }
    }

    func release() { cells?.release() }
}

extension ColumnViewColumn {
    /// The width this column has now, as a table column describes it.
    fileprivate var widthDescription: TableColumnWidth {
        TableColumnWidth(fixed: fixedWidth < 0 ? nil : Int(fixedWidth), resizable: resizable)
    }
}
