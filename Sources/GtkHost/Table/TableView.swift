import Gtk
import Hooks
import Reconciler
import Widgets

/// The GTK side of one `Table`: a `GtkColumnView` over a model of row
/// positions, its columns, and the sort state read back from its headers.
///
/// The model holds positions, not rows: a cell reads its row from the latest
/// props by position when bound, and shown cells are refreshed on each update,
/// so the app's data is never copied into GTK. The view's sorter orders
/// nothing (the app sorts); `ColumnSortProbe` reads which headers were clicked.
@MainActor final class TableView: InstanceResource {
    let view: ColumnView
    /// The row positions `0..<rowCount`; items are made only for rows GTK shows.
    private let positions = ValueListModel<Int, Int>([], id: \.self)
    private let probe = ColumnSortProbe()
    private let host: GtkHost
    private let scheduler: any Scheduler
    /// The scheduler made for these cells alone, when the host has no row scheduler.
    private let ownScheduler: GLibScheduler?
    /// The view's sorter, kept so that its signal connection lives.
    private var sorter: Sorter?
    private(set) var columns: [TableColumnSlot] = []
    /// The latest props.
    private var table: Widgets.Table?
    /// True while the props set the header's sort arrow: GTK's change is not the user's.
    private var settingSort = false
    /// The table's selection, in step with the column view's selection model.
    let selection: ListSelection
    /// Scrolls the table to a row for a `ScrollViewReader` above it.
    let scroller: RowScroller

    init(host: GtkHost, scrolled: ScrolledWindow) {
        self.host = host
        if let shared = host.rowScheduler {
            scheduler = shared
            ownScheduler = nil
        } else {
            let own = GLibScheduler()
            scheduler = own
            ownScheduler = own
        }
        view = ColumnView(model: NoSelection(model: positions))
        let models = PositionSelectionModels(
            positions: positions, show: { [unowned view] in view.model = $0 },
            rubberBand: { [unowned view] in view.enableRubberband = $0 })
        selection = ListSelection(list: models)
        scroller = RowScroller(scrolled: scrolled) { [unowned view] in view.scrollTo(position: $0) }
        view.expandsHorizontally = true
        view.expandsVertically = true
        view.onActivate { [weak self] position in self?.selection.activate(Int(position)) }
        sorter = view.sorter
        selection.shownPositions = { [unowned self] in
            self.columns.lazy.map { $0.shownPositions() }.first { !$0.isEmpty } ?? []
        }
        scroller.shownRows = { [unowned self] in
            self.columns.lazy.map { $0.shownRows() }.first { !$0.isEmpty } ?? []
        }
        sorter?.onChanged { [weak self] _ in self?.headersChanged() }
    }

    /// Takes new props: columns, row count, the cells shown, the selection and the sort arrow.
    func update(_ new: Widgets.Table) {
        let changed = table.map { new.changedRows(since: $0) } ?? .all
        table = new
        if columns.count != new.columns.count
            || zip(columns, new.columns).contains(where: { !$0.fits($1) })
        {
            rebuildColumns(new.columns)
        }
        // GTK may bind list items while the model changes, so every column
        // has the new props first: text columns before the resize, custom
        // columns' rows with it (the last one resizes, see `VirtualizedRows.update`).
        let pairs = Array(zip(columns, new.columns))
        for (slot, model) in pairs where slot.cells == nil {
            slot.update(model, of: new, changed: changed)
        }
        let custom = pairs.filter { $0.0.cells != nil }
        for (index, (slot, model)) in custom.enumerated() {
            slot.update(model, of: new, changed: changed) {
                if index == custom.count - 1 { resize(to: new.rowCount) }
            }
        }
        if custom.isEmpty { resize(to: new.rowCount) }
        selection.update(new)
        showSortOrder(new.sortColumns)
        scroller.update(new)
    }

    /// Makes the model hold the positions `0..<count`.
    private func resize(to count: Int) {
        let old = positions.count
        if count > old {
            positions.append(contentsOf: old..<count)
        } else if count < old {
            positions.removeSubrange(count..<old)
        }
    }

    /// The number of cells shown now, over all columns.
    var boundCellCount: Int { columns.reduce(0) { $0 + $1.boundCount } }

    private func rebuildColumns(_ models: [TableColumnModel]) {
        for slot in columns {
            view.removeColumn(column: slot.column)
            slot.release()
        }
        columns = models.enumerated().map { index, model in
            TableColumnSlot(model, index: index, host: host, scheduler: scheduler, probe: probe)
        }
        for slot in columns { view.appendColumn(column: slot.column) }
    }

    /// The user clicked a header: the binding gets the order GTK now shows.
    private func headersChanged() {
        guard !settingSort, let table, let write = table.setSortColumns else { return }
        let sorts = shownSortOrder()
        if sorts != table.sortColumns { write(sorts) }
    }

    /// The sort columns the headers show, primary first.
    private func shownSortOrder() -> [TableSortColumn] {
        probe.sortColumns(of: view).map {
            TableSortColumn(column: $0.column, ascending: $0.order == .ascending)
        }
    }

    /// Makes the headers show `sorts` (GTK 4.8 can only be told the primary column).
    private func showSortOrder(_ sorts: [TableSortColumn]) {
        guard shownSortOrder().first != sorts.first else { return }
        settingSort = true
        defer { settingSort = false }
        let primary = sorts.first.flatMap { $0.column < columns.count ? $0 : nil }
        view.sortByColumn(
            column: primary.map { columns[$0.column].column },
            direction: primary?.ascending == false ? .descending : .ascending)
    }

    func release() {
        scroller.release()
        for slot in columns { slot.release() }
        ownScheduler?.cancel()
    }
}
