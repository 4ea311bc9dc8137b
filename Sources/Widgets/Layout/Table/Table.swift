import Hooks
import Reconciler

/// A table of rows with columns, built only for the rows shown: a
/// `GtkColumnView` on GTK.
///
/// ```swift
/// @State var order = [ColumnComparator(\Expense.payee)]
/// Table(expenses.sorted(using: order), selection: $selected, sortOrder: $order) {
///     TableColumn("Payee", value: \.payee)
///     TableColumn("Amount", value: \.amount) { row in AmountCell(expense: row) }
/// }
/// .onActivate { id in open(id) }
/// ```
///
/// Rows are keyed by id, so a custom cell keeps its state by its row's id and
/// column. Clicking a sortable column's header rewrites the `sortOrder`
/// binding (that column first, flipped when it was first already); the app
/// sorts the rows it passes. With a `selection` binding (`Binding<ID?>` or
/// `Binding<Set<ID>>`) the user selects rows as in a `List`, by id. A
/// virtualizing host mounts only the cells shown; `TestHost` lays each row
/// out as an `HStack` of its cells.
///
/// The table reads its rows where they are: it keeps the collection it was
/// given until the next render. An app that edits single rows of a large
/// array therefore copies the whole array for each edit (the table still
/// holds the old one); keep such rows in a ``RowStore`` (``useRowStore(_:fileID:line:)``),
/// which the table reads in place, and an edit costs what the edited row does.
///
/// A text column's cell is its row's value, read again only when the rows
/// changed (``RowsVersion``): a render that passes the same array (the
/// selection changed, or other state) or a store at the same revision reads
/// no cell, and a store's ``RowStore/update(at:_:)`` reads the edited row's
/// cells alone. Rows are values: rows that are objects are read at every
/// render, since one can change while its array does not, but a column of
/// a row struct that reads through an object the row holds is read again
/// only when the array changes. Custom cells render with each render of the
/// table, as any component's children do.
public struct Table: Widget, ToolkitWidget, VirtualizedView, SelectableRows {
    /// The accessible role: a table.
    public static var role: WidgetRole { .table }

    /// The number of rows.
    public var rowCount: Int
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The environment the table is mounted in, which its cells see.
    public var environment = EnvironmentValues()
    /// Which rows the table shows, to tell whether they changed between two renders.
    public let rowsVersion: RowsVersion
    /// The rows' store, when they are a ``RowStore``: it tells which rows a
    /// change touched.
    public let rowRevisions: (any RowRevisions)?
    /// The key (id) of the row at an index.
    public let rowKey: @MainActor (Int) -> AnyHashable
    /// The columns, in order.
    public let columns: [TableColumnModel]
    /// The columns the rows are sorted by, first the primary one; from the binding.
    public let sortColumns: [TableSortColumn]
    /// Writes a new sort order to the binding; nil without one (headers do not sort).
    public let setSortColumns: (@MainActor ([TableSortColumn]) -> Void)?
    /// The selected rows' ids and how many may be selected; nil without a
    /// selection binding.
    public var selection: RowSelection?
    /// Writes the ids of a new selection to the table's binding.
    public var onSelectionChange: @MainActor (Set<AnyHashable>) -> Void = { _ in }
    /// Called with a row's id when the user activates it (Enter, double click).
    public var onActivateRow: (@MainActor (AnyHashable) -> Void)?

    /// One row per element of `data`, keyed by its value at `id`, with the
    /// `columns` built; `sortOrder`, when given, is what header clicks rewrite.
    @inlinable public init<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        sortOrder: Binding<[ColumnComparator<Data.Element>]>? = nil,
        @TableColumnBuilder<Data.Element> columns: () -> [TableColumn<Data.Element>]
    ) {
        let built = columns()
        rowCount = data.count
        rowsVersion = RowsVersion.of(data)
        rowRevisions = if case .store = rowsVersion { data as? any RowRevisions } else { nil }
        let element: @MainActor (Int) -> Data.Element = {
            data[data.index(data.startIndex, offsetBy: $0)]
        }
        rowKey = { AnyHashable(element($0)[keyPath: id]) }
        self.columns = built.map { column in
            TableColumnModel(column, sorts: sortOrder != nil, rowAt: element)
        }
        sortColumns = (sortOrder?.wrappedValue ?? []).compactMap { comparator in
            built.firstIndex { $0.comparator?.keyPath == comparator.keyPath }
                .map { TableSortColumn(column: $0, ascending: comparator.order == .ascending) }
        }
        if let sortOrder {
            setSortColumns = { sorts in
                sortOrder.wrappedValue = sorts.compactMap { sort in
                    let comparator = built[sort.column].comparator
                    return sort.ascending ? comparator : comparator?.reversed
                }
            }
        } else {
            setSortColumns = nil
        }
    }

    /// One row per element of `data`, keyed by its `id`.
    @inlinable public init<Data: RandomAccessCollection>(
        _ data: Data, sortOrder: Binding<[ColumnComparator<Data.Element>]>? = nil,
        @TableColumnBuilder<Data.Element> columns: () -> [TableColumn<Data.Element>]
    ) where Data.Element: Identifiable {
        self.init(data, id: \.id, sortOrder: sortOrder, columns: columns)
    }

    /// The table calling `action` with a row's id when the user activates the
    /// row (Enter, or a double click).
    public func onActivate<ID: Hashable>(_ action: @escaping @MainActor (ID) -> Void) -> Self {
        var copy = self
        copy.onActivateRow = { key in
            if let id = key.base as? ID { action(id) }
        }
        return copy
    }

    /// The sort order after a click on the header of the column at `column`,
    /// as GTK's column view does it: a column already first flips its order,
    /// any other becomes first, ascending.
    public func sortColumns(afterClickingHeaderOf column: Int) -> [TableSortColumn] {
        if let first = sortColumns.first, first.column == column {
            return [TableSortColumn(column: column, ascending: !first.ascending)]
                + sortColumns.dropFirst()
        }
        return [TableSortColumn(column: column, ascending: true)]
            + sortColumns.filter { $0.column != column }
    }

    /// The row at an index as an `HStack` of its cells, for hosts that lay
    /// rows out themselves (a custom cell is its own component).
    public var rowView: @MainActor (Int) -> Element {
        let columns = columns
        return { row in
            Element(
                HStack(spacing: 8) {
                    ForEach(columns.indices, id: \.self) { index in
                        columns[index].view(ofRow: row)
                    }
                })
        }
    }

    /// Every row, keyed: what a host that does not virtualize mounts.
    public var content: Element {
        let view = rowView
        let rows = (0..<rowCount).map { TableRowReference(index: $0, key: rowKey($0)) }
        return Element(ForEach(rows, id: \.key) { view($0.index) })
    }
}

/// One column of a ``Table`` with its row type erased: cells by row index.
public struct TableColumnModel {
    /// The header's title.
    public let title: String
    /// How wide the column is.
    public let width: TableColumnWidth
    /// Whether clicking the header sorts by the column (it has a comparator
    /// and the table a `sortOrder` binding).
    public let sorts: Bool
    /// The text of the cell at a row index, for a column of text cells.
    public let text: (@MainActor (Int) -> String)?
    /// The view of the cell at a row index, for a column of custom cells.
    public let cell: (@MainActor (Int) -> Element)?

    /// The erased form of `column`, whose cells show the row `rowAt` gives for
    /// an index; it sorts when it has a comparator and the table a `sortOrder`.
    @inlinable @MainActor init<Row>(
        _ column: TableColumn<Row>, sorts tableSorts: Bool,
        rowAt: @escaping @MainActor (Int) -> Row
    ) {
        title = column.title
        width = column.width
        sorts = tableSorts && column.comparator != nil
        if let text = column.text {
            self.text = { text(rowAt($0)) }
        } else {
            self.text = nil
        }
        if let cell = column.cell {
            self.cell = { cell(rowAt($0)) }
        } else {
            self.cell = nil
        }
    }

    /// The cell at `row` as a view: its text or its custom view.
    @MainActor public func view(ofRow row: Int) -> Element {
        if let cell { return cell(row) }
        return Element(Text(text?(row) ?? ""))
    }
}

/// A column a ``Table`` sorts by and its direction.
public struct TableSortColumn: Hashable, Sendable {
    /// The column's index.
    public var column: Int
    /// Whether smaller values come first.
    public var ascending: Bool

    /// The sort by the column at `column`.
    public init(column: Int, ascending: Bool) {
        self.column = column
        self.ascending = ascending
    }
}

/// A row's index and key, for mounting every row.
private struct TableRowReference {
    let index: Int
    let key: AnyHashable
}
