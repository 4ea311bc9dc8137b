import Hooks
import Reconciler

/// One column of a ``Table`` of `Row`s: a header title, the cell shown for
/// each row, and the key path the column sorts by.
///
/// ```swift
/// TableColumn("Payee", value: \.payee)            // text cells, sortable
/// TableColumn("Amount", value: \.amount) { row in  // a cell component
///     AmountCell(expense: row)
/// }
/// .width(120)
/// ```
@MainActor public struct TableColumn<Row> {
    /// The header's title.
    public let title: String
    /// The text of a row's cell, for columns of plain text cells.
    @usableFromInline let text: (@MainActor (Row) -> String)?
    /// The view of a row's cell, for columns of custom cells.
    @usableFromInline let cell: (@MainActor (Row) -> Element)?
    /// The comparator of a header click; nil for a column that does not sort.
    @usableFromInline let comparator: ColumnComparator<Row>?
    /// How wide the column is.
    @usableFromInline var width = TableColumnWidth()

    /// A column of text cells showing each row's value at `value`, sorted by it.
    @inlinable public init<Value: Comparable & CustomStringConvertible>(
        _ title: String, value: KeyPath<Row, Value>
    ) {
        self.title = title
        text = { $0[keyPath: value].description }
        cell = nil
        comparator = ColumnComparator(value)
    }

    /// A column of `content` cells (each a component with its own state),
    /// sorted by each row's value at `value`.
    @inlinable public init<Value: Comparable, Cell: View>(
        _ title: String, value: KeyPath<Row, Value>,
        @ViewBuilder content: @escaping @MainActor (Row) -> Cell
    ) {
        self.title = title
        text = nil
        cell = { Element(content($0)) }
        comparator = ColumnComparator(value)
    }

    /// A column of `content` cells that does not sort.
    @inlinable public init<Cell: View>(
        _ title: String, @ViewBuilder content: @escaping @MainActor (Row) -> Cell
    ) {
        self.title = title
        text = nil
        cell = { Element(content($0)) }
        comparator = nil
    }

    /// The column at a fixed `width` in pixels, which the user cannot resize.
    public func width(_ width: Int) -> Self {
        var copy = self
        copy.width = TableColumnWidth(fixed: width, resizable: false)
        return copy
    }

    /// A column the user can resize, starting at `ideal` pixels (or its
    /// content's width).
    ///
    /// The user's resizing stays within `min` and `max`, and so does `ideal`;
    /// a column sized by its content (no `ideal`) is at least `min` wide and
    /// as wide as its widest shown cell (GTK 4.8 measures no narrower natural
    /// width for it). When `min` is above `max`, `min` wins.
    public func width(min: Int? = nil, ideal: Int? = nil, max: Int? = nil) -> Self {
        var copy = self
        copy.width = TableColumnWidth(fixed: ideal, resizable: true, minimum: min, maximum: max)
        return copy
    }
}

/// How wide a table column is.
public struct TableColumnWidth: Equatable, Sendable {
    /// The width in pixels; nil for the width of the content.
    public var fixed: Int?
    /// Whether the user can drag the header's edge to resize the column.
    public var resizable = true
    /// The smallest width of a cell, if bounded.
    public var minimum: Int?
    /// The largest width of a cell, if bounded.
    public var maximum: Int?

    /// A width of `fixed` pixels (nil: the content's), resizable or not, within bounds.
    public init(fixed: Int? = nil, resizable: Bool = true, minimum: Int? = nil, maximum: Int? = nil)
    {
        self.fixed = fixed
        self.resizable = resizable
        self.minimum = minimum
        self.maximum = maximum
    }

    /// `width` kept within ``minimum`` and ``maximum`` (the minimum wins
    /// when they cross).
    public func clamped(_ width: Int) -> Int {
        max(min(width, maximum ?? width), minimum ?? 0)
    }
}

/// Builds the columns of a ``Table``.
@MainActor @resultBuilder public enum TableColumnBuilder<Row> {
    /// The columns, in order.
    public static func buildBlock(_ columns: TableColumn<Row>...) -> [TableColumn<Row>] { columns }

    /// One column, typed by the table's rows (so `\.payee` needs no root type).
    public static func buildExpression(_ column: TableColumn<Row>) -> TableColumn<Row> { column }
}
