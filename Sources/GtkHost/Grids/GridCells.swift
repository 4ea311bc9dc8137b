import Gtk
import Hooks
import Reconciler
import Widgets

/// The GTK side of one `LazyVGrid`: a `GtkGridView` over a model of cell
/// positions, whose list items show the cells' roots, and its selection.
///
/// The model holds positions, not the app's data: a cell is rendered from the
/// latest props by position when GTK binds it. The cells are a `TableCells`,
/// which binds `VirtualizedRows` to any list item factory's items (a column's
/// or, here, the grid's); `ListSelection` keeps the selection model in step
/// with the ids, as for a `List`.
@MainActor final class GridCells: InstanceResource {
    let view: GridView
    /// The cell positions `0..<rowCount`; items are made only for cells GTK shows.
    private let positions = ValueListModel<Int, Int>([], id: \.self)
    let cells: TableCells
    /// The grid's selection, in step with the view's selection model.
    private let selection: ListSelection
    /// Scrolls the grid to a cell for a `ScrollViewReader` above it.
    private let scroller: RowScroller
    /// The scheduler made for these cells alone, when the host has no row scheduler.
    private let ownScheduler: GLibScheduler?
    /// The minimum cell width the grid holds a style class for, and the class.
    private var width: (pixels: Int, styleClass: String?) = (0, nil)

    init(host: GtkHost, scrolled: ScrolledWindow) {
        let scheduler: any Scheduler
        if let shared = host.rowScheduler {
            scheduler = shared
            ownScheduler = nil
        } else {
            let own = GLibScheduler()
            scheduler = own
            ownScheduler = own
        }
        cells = TableCells(host: host, scheduler: scheduler)
        view = GridView(model: NoSelection(model: positions), factory: cells.makeFactory())
        let models = PositionSelectionModels(
            positions: positions, show: { [unowned view] in view.model = $0 },
            rubberBand: { [unowned view] in view.enableRubberband = $0 })
        selection = ListSelection(list: models) { [unowned cells] in cells.rows.boundPositions }
        scroller = RowScroller(scrolled: scrolled)
        view.onActivate { [weak self] position in self?.selection.activate(Int(position)) }
        scroller.shownRows = { [unowned self] in self.cells.shownCells() }
    }

    /// Takes new props: the cell count and shown cells, the selection, the columns.
    func update(_ new: LazyVGrid) {
        cells.rows.update(new) { resize(to: new.rowCount) }
        selection.update(new)
        scroller.update(new)
        let columns = new.columns
        if view.minColumns != UInt32(columns.minimumCount) {
            view.minColumns = UInt32(columns.minimumCount)
        }
        if view.maxColumns != UInt32(columns.maximumCount) {
            view.maxColumns = UInt32(columns.maximumCount)
        }
        if columns.minimumCellWidth != width.pixels {
            if let old = width.styleClass { view.removeCSSClass(old) }
            GridCellWidths.release(width.pixels)
            let wanted = GridCellWidths.acquire(columns.minimumCellWidth)
            if let wanted { view.addCSSClass(wanted) }
            width = (columns.minimumCellWidth, wanted)
        }
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

    /// The number of cells that have widgets now (bound to list items).
    var boundCount: Int { cells.boundCount }

    func release() {
        scroller.release()
        GridCellWidths.release(width.pixels)
        cells.release()
        ownScheduler?.cancel()
    }
}
