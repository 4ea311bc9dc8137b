// The hand-written program: what a careful GTK programmer writes with the
// typed Gtk API and no toolkit layer above it.

import Gtk

/// A `GtkColumnView` over a model of row positions, as the toolkit's `Table`
/// has, with one label per list item and column set on bind from the
/// program's own array of rows; sorting reorders that array.
///
/// Like the GtkHooks program, it makes its window and views in the first
/// `show`, inside the first frame's clock and memory.
@MainActor final class VanillaColumnView: TableProgram {
    private let application: Application
    private var rows: [Row] = []
    private let positions = ValueListModel<Int, Int>([], id: \.self)
    private let probe = ColumnSortProbe()
    private var made: (window: Gtk.Window, scrolled: ScrolledWindow, view: ColumnView)?
    private var columns: [ColumnViewColumn] = []
    private var selection: MultiSelection?
    /// The label of each bound list item, by column, by the item's address.
    private var bound: [[UInt: (item: ListItem, label: Label)]] = Array(
        repeating: [:], count: columnTitles.count)
    /// The label each list item was given on setup, by column, by the item's address.
    private var labels: [[UInt: Label]] = Array(repeating: [:], count: columnTitles.count)

    init(application: Application) { self.application = application }

    var window: Gtk.Window { made!.window }
    var scrolled: ScrolledWindow { made!.scrolled }

    func show(_ rows: [Row]) {
        self.rows = rows
        let window = Gtk.Window(application: application)
        window.setDefaultSize(width: 800, height: 600)
        let scrolled = ScrolledWindow()
        scrolled.expandsVertically = true
        let selection = MultiSelection(model: positions)
        let view = ColumnView(model: selection)
        view.expandsHorizontally = true
        view.expandsVertically = true
        for (index, title) in columnTitles.enumerated() {
            let column = ColumnViewColumn(title: title, factory: makeFactory(column: index))
            column.sorter = probe.sorter(forColumn: index)
            view.appendColumn(column: column)
            columns.append(column)
        }
        positions.append(contentsOf: 0..<rows.count)
        scrolled.child = view
        window.child = scrolled
        self.selection = selection
        made = (window, scrolled, view)
        window.present()
    }

    private func makeFactory(column: Int) -> SignalListItemFactory {
        let factory = SignalListItemFactory()
        factory.onSetup { [weak self] object in
            guard let item = object.flatMap(ListItem.init(item:)) else { return }
            let label = Label()
            label.textAlignment = 0
            item.child = label
            self?.labels[column][item.address] = label
        }
        factory.onBind { [weak self] object in
            guard let self, let item = object.flatMap(ListItem.init(item:)),
                let label = self.labels[column][item.address]
            else { return }
            label.text = self.rows[item.position].text(ofColumn: column)
            self.bound[column][item.address] = (item, label)
        }
        factory.onUnbind { [weak self] object in
            guard let item = object.flatMap(ListItem.init(item:)) else { return }
            self?.bound[column][item.address] = nil
        }
        factory.onTeardown { [weak self] object in
            guard let item = object.flatMap(ListItem.init(item:)) else { return }
            self?.labels[column][item.address] = nil
        }
        return factory
    }

    /// Sets the text of every bound cell from the rows (after they moved).
    private func refreshBoundCells() {
        for column in bound.indices {
            for (item, label) in bound[column].values where item.position < rows.count {
                label.text = rows[item.position].text(ofColumn: column)
            }
        }
    }

    func sortByName() {
        rows.sort { $0.name < $1.name }
        refreshBoundCells()
        made?.view.sortByColumn(column: columns[1], direction: .ascending)
    }

    func sortByCity() {
        rows.sort { $0.city < $1.city }
        refreshBoundCells()
        made?.view.sortByColumn(column: columns[2], direction: .ascending)
    }

    func select(position: Int) {
        _ = selection?.selectItem(position: UInt32(position), unselectRest: true)
    }

    func updateName(at position: Int) {
        rows[position].name += " !!!"
        for (item, label) in bound[1].values where item.position == position {
            label.text = rows[position].name
        }
    }

    func remove(at position: Int) {
        rows.remove(at: position)
        positions.removeSubrange(rows.count..<rows.count + 1)
        refreshBoundCells()
    }

    func close() {
        made?.window.destroy()
        made = nil
    }
}
