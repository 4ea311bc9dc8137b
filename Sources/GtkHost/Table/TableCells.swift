@_spi(Testing) import Gtk
import Hooks
import Reconciler
import Widgets

/// The custom cells of one `Table` column, one root per row key.
///
/// The reconciler's `VirtualizedRows` (as for `List` rows) bound to the
/// recycled list items of the column's factory. Each column has its own, so a
/// cell's hook state belongs to its row's key within its column.
@MainActor final class TableCells {
    let rows: VirtualizedRows
    /// The row container each list item shows.
    private var containers = ListItemContainers()
    /// The least width of each cell, so of the column; nil for its content's.
    var minimumWidth: Int?

    init(host: GtkHost, scheduler: any Scheduler) {
        rows = VirtualizedRows(host: host, scheduler: scheduler)
    }

    /// Takes the column's cells for new table props: bound cells render again.
    ///
    /// `resize` runs once the rows have the new props, before bound cells render.
    func update(_ column: TableColumnModel, of table: Widgets.Table, resize: () -> Void) {
        guard let cell = column.cell else { return }
        rows.update(
            TableColumnCells(
                environment: table.environment, rowCount: table.rowCount,
                rowKey: table.rowKey, rowView: cell),
            resize: resize)
    }

    /// A factory whose list items show these cells.
    func makeFactory() -> SignalListItemFactory {
        let factory = SignalListItemFactory()
        factory.onBind { [weak self] in self?.slot($0).map { self?.rows.bind($0) } }
        factory.onUnbind { [weak self] in self?.slot($0).map { self?.rows.unbind($0) } }
        factory.onTeardown { [weak self] in self?.slot($0).map { self?.rows.tearDown($0) } }
        return factory
    }

    private func slot(_ object: Object?) -> CellSlot? {
        object.flatMap(ListItem.init(item:)).map { CellSlot(item: $0, cells: self) }
    }

    /// Makes `item` show the cell of `container` (a cell root's container), or
    /// nothing; as `ListRows` does for list rows.
    fileprivate func show(_ container: RowContainerLayout?, in item: ListItem) {
        containers.show(container, in: item)
        if let child = item.child, child.widthRequest != Int32(minimumWidth ?? -1) {
            child.widthRequest = Int32(minimumWidth ?? -1)
        }
    }

    /// The number of cells that have widgets now (bound to list items).
    var boundCount: Int { rows.boundCount }

    /// The cells shown now, each with the widget GTK lays it out in (its list
    /// item's widget).
    func shownCells() -> [(position: Int, widget: Gtk.Widget)] { containers.shownRows() }

    func release() { rows.release() }
}

/// The cells of one table column as the rows `VirtualizedRows` renders.
struct TableColumnCells: VirtualizedView {
    var environment: EnvironmentValues
    let rowCount: Int
    let rowKey: @MainActor (Int) -> AnyHashable
    let rowView: @MainActor (Int) -> Element
}

/// A column's `GtkListItem` as a slot of `VirtualizedRows`.
@MainActor private struct CellSlot: RowSlot {
    let item: ListItem
    let cells: TableCells

    var slotID: UInt { item.address }
    var position: Int { item.position }

    func show(_ container: AnyObject?) {
        cells.show((container as? GtkInstance)?.layout as? RowContainerLayout, in: item)
    }
}
