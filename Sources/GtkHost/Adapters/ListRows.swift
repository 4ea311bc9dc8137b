@_spi(Testing) import Gtk
import Hooks
import Reconciler
import Widgets

/// The rows of one `List`: the reconciler's `RowRoots` bound to the
/// recycled list items of its `GtkListView` (see `RowRoots` for what a row
/// keeps on and off screen).
@MainActor final class ListRows: InstanceResource {
    /// Row renders, and rows whose widgets were put into a list item, in all
    /// lists while `Instrumentation.isEnabled` is on (for tests).
    static var counts = (rendered: 0, placed: 0)

    let list: ListView
    let rows: RowRoots
    /// The scheduler made for these rows alone, when the host has no row
    /// scheduler; nil when the rows share the root's.
    private let ownScheduler: GLibScheduler?
    /// The renders and placements of `rows` already added to ``counts``.
    private var reported = (rendered: 0, placed: 0)

    init(host: GtkHost, list: ListView) {
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
        rows = RowRoots(host: host, scheduler: scheduler)
    }

    /// Takes new props: the row count, and the bound rows rendered again
    /// (with the key now at their position).
    func update(_ new: Widgets.List) {
        counted { rows.update(new) { list.count = new.rowCount } }
    }

    func bind(_ item: ListItem) { counted { rows.bind(ListItemSlot(item: item)) } }

    func unbind(_ item: ListItem) { rows.unbind(ListItemSlot(item: item)) }

    /// GTK discards `item`: a root resting in it goes to the pool.
    func tearDown(_ item: ListItem) { rows.tearDown(ListItemSlot(item: item)) }

    /// Adds what `rows` rendered and placed since the last call to ``counts``.
    private func counted(_ body: () -> Void) {
        body()
        if Instrumentation.isEnabled {
            Self.counts.rendered += rows.renders - reported.rendered
            Self.counts.placed += rows.placements - reported.placed
        }
        reported = (rows.renders, rows.placements)
    }

    /// The index of the row whose box is `widget`, if it is shown.
    func position(ofRowWidget widget: Gtk.Widget) -> Int? {
        rows.position { ($0 as? GtkInstance)?.widget === widget }
    }

    /// The number of rows that have widgets now (bound to list items).
    var boundCount: Int { rows.boundCount }

    func release() {
        rows.release()
        // The root's scheduler also holds the root renderer's pending render and
        // passive effects: cancelling it would lose them for good.
        ownScheduler?.cancel()
    }
}

/// A `GtkListItem` as a slot of `RowRoots`: it shows a row root's box.
@MainActor private struct ListItemSlot: RowSlot {
    let item: ListItem

    var slotID: UInt { item.address }
    var position: Int { item.position }

    func show(_ container: AnyObject?) {
        item.child = (container as? GtkInstance)?.widget
    }
}
