/// Which rows of a `List` (or cells of a grid) are selected, by id, and whether one or many may be.
///
/// A visible prop of the list: `TestHost`'s transcript records
/// `update List#1 selection` when it changes.
public struct RowSelection: Equatable {
    /// How many rows the user may select.
    public enum Mode: Equatable, Sendable {
        /// At most one row (a `Binding<ID?>`).
        case single
        /// Any number of rows, with Ctrl and Shift clicks and Ctrl+A (a `Binding<Set<ID>>`).
        case multiple
    }

    /// How many rows the user may select.
    public var mode: Mode
    /// The ids of the selected rows (the element ids the list was given).
    public var ids: Set<AnyHashable>

    /// A selection of `ids` in `mode`.
    public init(mode: Mode, ids: Set<AnyHashable>) {
        self.mode = mode
        self.ids = ids
    }
}

/// A widget whose rows a user selects and activates: a `List`, `LazyVGrid` or `FlowGrid`.
@MainActor public protocol RowSelectable {
    /// Selects the row at `index` as a click does; with `extending`, as a
    /// Ctrl-click does (adds the row, or removes it when it was selected).
    func selectRow(_ index: Int, extending: Bool)
    /// Selects the rows in `rows` and no others, as a Shift-click from the
    /// first to the last does (the last row alone in a single selection).
    func selectRows(_ rows: ClosedRange<Int>)
    /// Activates the row at `index`, as Enter or a double-click does.
    func activateRow(_ index: Int)
}
