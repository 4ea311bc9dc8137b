import Hooks
import Reconciler

extension FlowGrid {
    /// One cell per element of `data`, keyed by `id`; the user selects at
    /// most one cell, whose id `selection` holds (nil for none, and when the
    /// id leaves `data`).
    @inlinable public init<Data: RandomAccessCollection, ID: Hashable, Cell: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, spacing: Int = 6,
        maximumPerLine: Int = 12, selection: Binding<ID?>,
        @ViewBuilder cell: @escaping (Data.Element) -> Cell
    ) {
        self.init(data, id: id, spacing: spacing, maximumPerLine: maximumPerLine, cell: cell)
        (self.selection, onSelectionChange) = RowSelection.bound(to: selection)
    }

    /// One cell per element of `data`, keyed by `id`; the user selects any
    /// number of cells (Ctrl and Shift clicks, Ctrl+A), whose ids
    /// `selection` holds; an id that leaves `data` leaves `selection`.
    @inlinable public init<Data: RandomAccessCollection, ID: Hashable, Cell: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, spacing: Int = 6,
        maximumPerLine: Int = 12, selection: Binding<Set<ID>>,
        @ViewBuilder cell: @escaping (Data.Element) -> Cell
    ) {
        self.init(data, id: id, spacing: spacing, maximumPerLine: maximumPerLine, cell: cell)
        (self.selection, onSelectionChange) = RowSelection.bound(to: selection)
    }

    /// Calls `action` with a cell's id when the user activates the cell.
    ///
    /// Enter on the focused cell or a double-click activates it. `ID` is the
    /// grid's id type; an id of another type is not passed on.
    public func onActivate<ID: Hashable>(_ action: @escaping @MainActor (ID) -> Void) -> FlowGrid {
        var grid = self
        grid.onActivateRow = { key in
            if let id = key.base as? ID { action(id) }
        }
        return grid
    }
}
