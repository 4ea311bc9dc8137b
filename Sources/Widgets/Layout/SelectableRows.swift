import Hooks

/// A widget of keyed rows (or cells) that the user selects by id and
/// activates: `List`, `Table`, `LazyVGrid`, `FlowGrid`.
///
/// Hosts keep the platform's selection in step with ``selection`` through
/// these members alone, so one implementation serves every such widget; the
/// ``RowSelectable`` verbs come with it.
@MainActor public protocol SelectableRows: RowSelectable {
    /// The number of rows.
    var rowCount: Int { get }
    /// The key (the id the app gave) of the row at an index.
    var rowKey: @MainActor (Int) -> AnyHashable { get }
    /// The selected rows' ids and how many may be selected; nil when the
    /// widget has no selection binding.
    var selection: RowSelection? { get }
    /// Writes the ids of a new selection to the widget's binding.
    var onSelectionChange: @MainActor (Set<AnyHashable>) -> Void { get }
    /// Called with a row's id when the user activates it.
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

extension RowSelection {
    /// The selection `binding` holds (at most one id), and the write that
    /// gives the binding the first id of a new selection (nil for none).
    @inlinable public static func bound<ID: Hashable>(
        to binding: Binding<ID?>
    ) -> (selection: RowSelection, write: @MainActor (Set<AnyHashable>) -> Void) {
        let selection = RowSelection(
            mode: .single, ids: binding.wrappedValue.map { [AnyHashable($0)] } ?? [])
        return (
            selection,
            { ids in binding.wrappedValue = ids.lazy.compactMap { $0.base as? ID }.first }
        )
    }

    /// The selection `binding` holds (any number of ids), and the write that
    /// gives the binding the ids of a new selection.
    @inlinable public static func bound<ID: Hashable>(
        to binding: Binding<Set<ID>>
    ) -> (selection: RowSelection, write: @MainActor (Set<AnyHashable>) -> Void) {
        let selection = RowSelection(
            mode: .multiple, ids: Set(binding.wrappedValue.map { AnyHashable($0) }))
        return (
            selection,
            { ids in
                binding.wrappedValue = ids.reduce(into: []) { chosen, key in
                    if let id = key.base as? ID { chosen.insert(id) }
                }
            }
        )
    }
}
