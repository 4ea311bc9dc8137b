@_spi(Testing) import Gtk
import Hooks
import Reconciler
import Widgets

/// The rows of one `List`: the reconciler's `VirtualizedRows` bound to the
/// recycled list items of its `GtkListView` (see `VirtualizedRows` for what a row
/// keeps on and off screen).
@MainActor final class ListRows: InstanceResource {
    /// Row renders, and rows whose widgets were put into a list item, in all
    /// lists while `Instrumentation.isEnabled` is on (for tests).
    static var counts = (rendered: 0, placed: 0)

    let list: ListView
    let rows: VirtualizedRows
    /// The list's selection, in step with the list view's selection model.
    let selection: ListSelection
    /// Scrolls the list to a row for a `ScrollViewReader` above it.
    let scroller: RowScroller
    /// The scheduler made for these rows alone, when the host has no row
    /// scheduler; nil when the rows share the root's.
    private let ownScheduler: GLibScheduler?
    /// The renders and placements of `rows` already added to ``counts``.
    private var reported = (rendered: 0, placed: 0)
    /// The row container each list item shows.
    private var containers = ListItemContainers()
    /// The `List`'s instance, which the rows' containers name as theirs.
    var listHandle: InstanceHandle?

    init(host: GtkHost, list: ListView, scrolled: ScrolledWindow) {
        self.list = list
        let scheduler: any Scheduler
        if let shared = host.rowScheduler {
            scheduler = shared
            ownScheduler = nil
        } else {
            let own = GLibScheduler()
            scheduler = own
            ownScheduler = own
        }
        let rows = VirtualizedRows(host: host, scheduler: scheduler)
        self.rows = rows
        selection = ListSelection(list: list) { [unowned rows] in rows.boundPositions }
        scroller = RowScroller(scrolled: scrolled) { [unowned list] in list.scrollTo(position: $0) }
        scroller.shownRows = { [unowned self] in self.shownRows() }
    }

    /// Takes new props: the row count, and the bound rows rendered again
    /// (with the key now at their position).
    func update(_ new: Widgets.List) {
        counted { rows.update(new) { list.count = new.rowCount } }
        selection.update(new)
        scroller.update(new)
    }

    func bind(_ item: ListItem) { counted { rows.bind(ListItemSlot(item: item, rows: self)) } }

    func unbind(_ item: ListItem) { rows.unbind(ListItemSlot(item: item, rows: self)) }

    /// GTK discards `item`: a root resting in it goes to the pool.
    func tearDown(_ item: ListItem) { rows.tearDown(ListItemSlot(item: item, rows: self)) }

    /// Makes `item` show the row of `container` (a row root's container), or nothing.
    ///
    /// A container shows in one item at a time, and an item shows one
    /// container: the one it showed before is detached first.
    fileprivate func show(_ container: RowContainerLayout?, in item: ListItem) {
        container?.list = listHandle
        containers.show(container, in: item)
    }

    /// Adds what `rows` rendered and placed since the last call to ``counts``.
    private func counted(_ body: () -> Void) {
        body()
        if Instrumentation.isEnabled {
            Self.counts.rendered += rows.renders - reported.rendered
            Self.counts.placed += rows.placements - reported.placed
        }
        reported = (rows.renders, rows.placements)
    }

    /// The index of the row whose list item shows `widget` (the row's only
    /// widget or its box), if it is shown.
    func position(ofRowWidget widget: Gtk.Widget) -> Int? {
        rows.position { (($0 as? GtkInstance)?.layout as? RowContainerLayout)?.shown === widget }
    }

    /// The rows shown now, each with the widget GTK lays it out in (its list
    /// item's widget).
    func shownRows() -> [(position: Int, widget: Gtk.Widget)] { containers.shownRows() }

    /// The number of rows that have widgets now (bound to list items).
    var boundCount: Int { rows.boundCount }

    func release() {
        scroller.release()
        rows.release()
        // The root's scheduler also holds the root renderer's pending render and
        // passive effects: cancelling it would lose them for good.
        ownScheduler?.cancel()
    }
}

/// A `GtkListItem` as a slot of `VirtualizedRows`: it shows a row root's only
/// widget, or the box of its widgets.
@MainActor private struct ListItemSlot: RowSlot {
    let item: ListItem
    let rows: ListRows

    var slotID: UInt { item.address }
    var position: Int { item.position }

    func show(_ container: AnyObject?) {
        rows.show((container as? GtkInstance)?.layout as? RowContainerLayout, in: item)
    }
}
