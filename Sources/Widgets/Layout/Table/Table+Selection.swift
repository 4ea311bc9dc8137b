import Hooks

extension Table {
    /// A table whose user selects at most one row, whose id `selection`
    /// holds (nil for none); otherwise as ``init(_:id:sortOrder:columns:)``.
    ///
    /// ```swift
    /// Table(expenses, id: \.id, selection: $selected) {
    ///     TableColumn("Payee", value: \.payee)
    /// }
    /// ```
    ///
    /// The selection follows the row's id through inserts, removals and
    /// sorting; when the id leaves `data`, `selection` becomes nil.
    @inlinable public init<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>,
        sortOrder: Binding<[ColumnComparator<Data.Element>]>? = nil,
        @TableColumnBuilder<Data.Element> columns: () -> [TableColumn<Data.Element>]
    ) {
        self.init(data, id: id, sortOrder: sortOrder, columns: columns)
        (self.selection, onSelectionChange) = RowSelection.bound(to: selection)
    }

    /// A table whose user selects any number of rows (Ctrl and Shift clicks,
    /// Ctrl+A), whose ids `selection` holds; otherwise as
    /// ``init(_:id:sortOrder:columns:)``.
    ///
    /// The selection follows each row's id through inserts, removals and
    /// sorting; an id that leaves `data` leaves `selection`.
    @inlinable public init<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<ID>>,
        sortOrder: Binding<[ColumnComparator<Data.Element>]>? = nil,
        @TableColumnBuilder<Data.Element> columns: () -> [TableColumn<Data.Element>]
    ) {
        self.init(data, id: id, sortOrder: sortOrder, columns: columns)
        (self.selection, onSelectionChange) = RowSelection.bound(to: selection)
    }

    /// A table of `Identifiable` rows whose user selects at most one, whose
    /// id `selection` holds.
    @inlinable public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Data.Element.ID?>,
        sortOrder: Binding<[ColumnComparator<Data.Element>]>? = nil,
        @TableColumnBuilder<Data.Element> columns: () -> [TableColumn<Data.Element>]
    ) where Data.Element: Identifiable {
        self.init(data, id: \.id, selection: selection, sortOrder: sortOrder, columns: columns)
    }

    /// A table of `Identifiable` rows whose user selects any number, whose
    /// ids `selection` holds.
    @inlinable public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Data.Element.ID>>,
        sortOrder: Binding<[ColumnComparator<Data.Element>]>? = nil,
        @TableColumnBuilder<Data.Element> columns: () -> [TableColumn<Data.Element>]
    ) where Data.Element: Identifiable {
        self.init(data, id: \.id, selection: selection, sortOrder: sortOrder, columns: columns)
    }
}
