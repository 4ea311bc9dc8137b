import Gtk
import Widgets

/// The selection of one `List`, `Table` or `LazyVGrid`, kept in step both
/// ways with its `GtkListView`'s, `GtkColumnView`'s or `GtkGridView`'s
/// selection model, which draws selected rows in the theme's colours, moves
/// the selection with the keyboard and reports it to accessibility.
///
/// The app's selection is a set of row ids (`SelectedRows` finds their
/// positions); GTK's is a set of positions. A user's change arrives as
/// GTK's `selection-changed` over a range, read for that range only and
/// written to the binding as ids; new props set GTK's model to the positions
/// of their ids, touching only positions whose state differs. Writes made
/// here are not echoed back: `isSetting` ignores the signals they raise.
@MainActor final class ListSelection {
    private let list: any SelectionModelOwner
    private var selected = SelectedRows()
    /// The latest props, whose binding a user's change is written to.
    private var props: (any SelectableRows)?
    private var isSetting = false

    /// The positions of the rows shown now, where an id written from code is
    /// looked for before every row is read; set by the owner.
    var shownPositions: () -> [Int]

    init(list: any SelectionModelOwner, shownPositions: @escaping () -> [Int] = { [] }) {
        self.list = list
        self.shownPositions = shownPositions
    }

    /// Takes new props: the selection mode, then GTK's selected positions
    /// from the ids; ids gone from the data are written back once.
    func update(_ new: any SelectableRows) {
        props = new
        let mode: SelectionMode =
            switch new.selection?.mode {
            case nil: .none
            case .single: .single
            case .multiple: .multiple
            }
        if list.rowSelection != mode {
            list.rowSelection = mode
            // A multiple selection takes a drag over rows, as file managers do.
            list.enableRubberband = mode == .multiple
            list.selectionModel?.onSelectionChanged { [weak self] position, count in
                self?.gtkChanged(from: Int(position), count: Int(count))
            }
        }
        guard let selection = new.selection else { return }
        let found = selected.follow(
            selection.ids, rowCount: new.rowCount, key: new.rowKey, shown: shownPositions())
        show(found.positions)
        if !found.gone.isEmpty { new.onSelectionChange(selection.ids.subtracting(found.gone)) }
    }

    /// Activates the row at `position` (Enter, double-click): the view's `onActivate`.
    func activate(_ position: Int) {
        guard let props, position < props.rowCount else { return }
        props.onActivateRow?(props.rowKey(position))
    }

    /// Makes GTK's model select exactly `positions`.
    private func show(_ positions: [Int]) {
        isSetting = true
        defer { isSetting = false }
        if let single = list.selectionModel as? SingleSelection {
            let wanted = positions.first.map(UInt32.init) ?? UInt32.max
            if single.selected != wanted { single.selected = wanted }
            return
        }
        guard let model = list.selectionModel else { return }
        let wanted = Bitset.empty()
        for position in positions { wanted.add(value: UInt32(position)) }
        let current = model.selection()
        guard !current.equals(other: wanted) else { return }
        // One row, as a click selects: GTK updates the rows whose state changed.
        if positions.count == 1 {
            _ = model.selectItem(position: UInt32(positions[0]), unselectRest: true)
            return
        }
        let mask = current.copy()
        mask.union(other: wanted)
        _ = model.setSelection(selected: wanted, mask: mask)
    }

    /// The user changed GTK's selection within `count` rows from `position`.
    ///
    /// The binding gets the ids GTK now shows selected. Only the rows selected
    /// before or after are read, not every row of the range.
    private func gtkChanged(from position: Int, count: Int) {
        guard !isSetting, let props, let selection = props.selection,
            let model = list.selectionModel
        else { return }
        var ids: Set<AnyHashable> = []
        if let single = list.selectionModel as? SingleSelection {
            let row = Int(single.selected)
            if single.selected != UInt32.max, row < props.rowCount {
                ids = [props.rowKey(row)]
                selected.saw(props.rowKey(row), at: row)
            }
        } else {
            let range = position..<(position + count)
            let now = model.selectionInRange(position: UInt32(position), nItems: UInt32(count))
            ids = selection.ids.filter { id in
                guard let row = selected.positions[id], range.contains(row) else { return true }
                return now.contains(value: UInt32(row))
            }
            for index in 0..<UInt32(now.size()) {
                let row = Int(now.nth(nth: index))
                guard range.contains(row), row < props.rowCount else { continue }
                let id = props.rowKey(row)
                if ids.insert(id).inserted { selected.saw(id, at: row) }
            }
        }
        if ids != selection.ids { props.onSelectionChange(ids) }
    }
}
