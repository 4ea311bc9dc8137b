import Gtk
import Widgets

/// The cells of one text column of a `Table`: a label per list item, whose
/// text is set on bind and again on each update only when it changed.
///
/// Each label's last text is kept on the Swift side, so an update that leaves
/// a shown cell's text as it was (another row edited, the selection changed)
/// costs a string comparison, not a GTK call that invalidates the label's
/// layout and queues a resize of its row.
@MainActor final class TableTextCells {
    /// One list item's label and the text it shows.
    private struct Cell {
        let item: ListItem
        let label: Label
        var text: String?
    }

    /// The cell of each list item, by the item's address.
    private var cells: [UInt: Cell] = [:]
    /// The addresses of the list items bound to a row.
    private var bound: Set<UInt> = []
    /// The text of the cell at a row index, from the latest props.
    private var text: @MainActor (Int) -> String
    /// The least width of each cell, so of the column; nil for its text's.
    var minimumWidth: Int? {
        didSet {
            guard minimumWidth != oldValue else { return }
            for cell in cells.values { cell.label.widthRequest = Int32(minimumWidth ?? -1) }
        }
    }

    init(text: @escaping @MainActor (Int) -> String) { self.text = text }

    /// A factory whose list items show these cells.
    func makeFactory() -> SignalListItemFactory {
        let factory = SignalListItemFactory()
        factory.onSetup { [weak self] object in
            guard let item = object.flatMap(ListItem.init(item:)) else { return }
            let label = Label()
            label.textAlignment = 0
            if let width = self?.minimumWidth { label.widthRequest = Int32(width) }
            item.child = label
            self?.cells[item.address] = Cell(item: item, label: label)
        }
        factory.onBind { [weak self] object in
            guard let self, let item = object.flatMap(ListItem.init(item:)) else { return }
            self.show(item.address, position: item.position)
            self.bound.insert(item.address)
        }
        factory.onUnbind { [weak self] object in
            guard let item = object.flatMap(ListItem.init(item:)) else { return }
            self?.bound.remove(item.address)
        }
        factory.onTeardown { [weak self] object in
            guard let item = object.flatMap(ListItem.init(item:)) else { return }
            self?.cells[item.address] = nil
        }
        return factory
    }

    /// Takes the column's text for new props: shown cells of the `changed`
    /// rows whose text changed show it.
    func update(text: @escaping @MainActor (Int) -> String, rowCount: Int, changed: ChangedRows) {
        self.text = text
        if changed == .none { return }
        for address in bound {
            guard let position = cells[address]?.item.position, position < rowCount,
                changed.contains(position)
            else { continue }
            show(address, position: position)
        }
    }

    /// Sets the label of the list item at `address` to the text of the row at
    /// `position`, unless it shows that text already.
    private func show(_ address: UInt, position: Int) {
        let new = text(position)
        guard let cell = cells[address], cell.text != new else { return }
        cell.label.text = new
        cells[address]?.text = new
    }

    /// The rows shown now, each with the widget GTK lays the row out in (the
    /// parent of the label's cell).
    func shownRows() -> [(position: Int, widget: Gtk.Widget)] {
        bound.compactMap { address in
            guard let cell = cells[address], let row = cell.label.parent?.parent else {
                return nil
            }
            return (cell.item.position, row)
        }
    }

    /// The positions of the rows shown now.
    var shownPositions: [Int] { bound.compactMap { cells[$0]?.item.position } }

    /// The number of labels bound to a row.
    var boundCount: Int { bound.count }
}
