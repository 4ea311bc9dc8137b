import Hooks
import Reconciler

extension LazyVGrid {
    /// One cell per element of `data`, keyed by `id`; the user selects at
    /// most one cell, whose id `selection` holds (nil for none).
    ///
    /// The selection follows the cell's id through inserts, removals and
    /// moves; when the id leaves `data`, `selection` becomes nil.
    @inlinable public init<Data: RandomAccessCollection, ID: Hashable, Cell: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, columns: [GridItem],
        selection: Binding<ID?>, @ViewBuilder cell: @escaping (Data.Element) -> Cell
    ) {
        self.init(data, id: id, columns: columns, cell: cell)
        (self.selection, onSelectionChange) = RowSelection.bound(to: selection)
    }

    /// One cell per element of `data`, keyed by `id`; the user selects any
    /// number of cells (Ctrl and Shift clicks, Ctrl+A), whose ids `selection` holds.
    ///
    /// The selection follows each cell's id through inserts, removals and
    /// moves; an id that leaves `data` leaves `selection`.
    @inlinable public init<Data: RandomAccessCollection, ID: Hashable, Cell: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, columns: [GridItem],
        selection: Binding<Set<ID>>, @ViewBuilder cell: @escaping (Data.Element) -> Cell
    ) {
        self.init(data, id: id, columns: columns, cell: cell)
        (self.selection, onSelectionChange) = RowSelection.bound(to: selection)
    }

    /// Calls `action` with a cell's id when the user activates the cell.
    ///
    /// Enter on the focused cell or a double-click activates it. `ID` is the
    /// grid's id type; an id of another type is not passed on.
    public func onActivate<ID: Hashable>(_ action: @escaping @MainActor (ID) -> Void) -> LazyVGrid {
        var grid = self
        grid.onActivateRow = { key in
            if let id = key.base as? ID { action(id) }
        }
        return grid
    }
}
