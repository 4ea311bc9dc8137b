import Reconciler

/// A virtualized view whose rows a user selects and activates by id: a
/// `List` or a `Table` made with a selection binding.
///
/// Hosts keep GTK's selection model (or `TestHost`'s viewport) in step with
/// ``selection`` and write a user's change through ``onSelectionChange``; the
/// ``RowSelectable`` actions of tests are implemented here once, on the ids.
@MainActor public protocol SelectableRows: VirtualizedView, RowSelectable {
    /// The selected rows' ids and how many may be selected; nil when the
    /// view has no selection binding (rows cannot be selected).
    var selection: RowSelection? { get }
    /// Writes the ids of a new selection to the view's binding.
    var onSelectionChange: @MainActor (Set<AnyHashable>) -> Void { get }
    /// Called with a row's id when the user activates it (Enter, double-click).
    var onActivateRow: (@MainActor (AnyHashable) -> Void)? { get }
}

extension SelectableRows {
    /// Selects the row at `index`; with `extending`, adds it to (or removes
    /// it from) a multiple selection instead.
    public func selectRow(_ index: Int, extending: Bool) {
        guard let selection, index >= 0, index < rowCount else { return }
        let key = rowKey(index)
        var ids: Set<AnyHashable> = [key]
        if extending, selection.mode == .multiple {
            ids = selection.ids
            if ids.remove(key) == nil { ids.insert(key) }
        }
        if ids != selection.ids { onSelectionChange(ids) }
    }

    /// Selects the rows in `rows` (within the data) and no others; in a
    /// single selection, the last of them.
    public func selectRows(_ rows: ClosedRange<Int>) {
        guard let selection, rowCount > 0 else { return }
        let shown = rows.clamped(to: 0...(rowCount - 1))
        let ids: Set<AnyHashable> =
            selection.mode == .multiple ? Set(shown.map(rowKey)) : [rowKey(shown.upperBound)]
        if ids != selection.ids { onSelectionChange(ids) }
    }

    /// Activates the row at `index`.
    public func activateRow(_ index: Int) {
        guard index >= 0, index < rowCount else { return }
        onActivateRow?(rowKey(index))
    }
}
