// The GtkHooks program: the toolkit's `Table` with the app's state passed in.

import Gtk
import GtkHooks

/// A `Table` of the rows in a `GtkAppRoot`, re-rendered with the app's new
/// state by each operation, as a component's state change would.
///
/// The app sorts its rows by name with the order the table's `sortOrder`
/// binding holds (``Swift/Sequence/sorted(using:)``), as the `Table`
/// documentation shows, and by city with `sort(by:)`. Its rows are an array
/// (a value: an edit copies it while the last rendered table holds it), or,
/// with `rowStore`, a `RowStore` changed in place.
@MainActor final class HooksTable: TableProgram {
    private let root: GtkAppRoot
    private var rows: [Row] = []
    /// The rows when the program keeps them in a store.
    private let store: RowStore<Row>?
    private var selection: Set<Int> = []
    private var order: [ColumnComparator<Row>] = []
    private var scrolledWindow: ScrolledWindow?

    init(application: Application, rowStore: Bool = false) {
        root = GtkAppRoot(application: application, title: "hooks")
        store = rowStore ? RowStore() : nil
    }

    var window: Gtk.Window { root.windows[0] }
    /// Found once: walking the window's widgets is not part of any operation.
    var scrolled: ScrolledWindow {
        if let scrolledWindow { return scrolledWindow }
        let found = window.subtree.lazy.compactMap { $0 as? ScrolledWindow }.first!
        scrolledWindow = found
        return found
    }

    private func render() {
        let selection = Binding(get: { [unowned self] in self.selection }, set: { _ in })
        let order = Binding(get: { [unowned self] in self.order }, set: { _ in })
        if let store {
            root.render(
                Table(store, id: \.id, selection: selection, sortOrder: order, columns: columns))
        } else {
            root.render(
                Table(rows, id: \.id, selection: selection, sortOrder: order, columns: columns))
        }
    }

    @TableColumnBuilder<Row> private func columns() -> [TableColumn<Row>] {
        TableColumn("ID", value: \.id)
        TableColumn("Name", value: \.name)
        TableColumn("City", value: \.city)
        TableColumn("Amount", value: \.amount)
    }

    func show(_ rows: [Row]) {
        if let store { store.replaceAll(with: rows) } else { self.rows = rows }
        render()
        root.windows.first?.setDefaultSize(width: 800, height: 600)
    }

    func sortByName() {
        order = [ColumnComparator(\Row.name)]
        if let store { store.sort(using: order) } else { rows = rows.sorted(using: order) }
        render()
    }

    /// Sorts with the standard library's `sort(by:)`, as an app may, leaving
    /// `ColumnComparator` out: what the `Table` itself costs for a sort.
    func sortByCity() {
        order = [ColumnComparator(\Row.city)]
        if let store { store.sort { $0.city < $1.city } } else { rows.sort { $0.city < $1.city } }
        render()
    }

    func select(position: Int) {
        selection = [store?[position].id ?? rows[position].id]
        render()
    }

    func updateName(at position: Int) {
        if let store {
            store.update(at: position) { $0.name += " !!!" }
        } else {
            rows[position].name += " !!!"
        }
        render()
    }

    func remove(at position: Int) {
        if let store { store.remove(at: position) } else { rows.remove(at: position) }
        render()
    }

    func close() { root.unmount() }
}
