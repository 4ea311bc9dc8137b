/// Rows a `Table`, `List` or `LazyVGrid` reads in place: an array the app
/// changes without copying it, one reference shared with the views that
/// show it.
///
/// A view made from an array keeps that array until its next render, so an
/// edit of one row of 100,000 in the app's own array copies every row (the
/// app's array and the view's are one buffer until then: Swift's copy on
/// write). A store is a reference: ``update(at:_:)``, ``remove(at:)`` and
/// the other changes write its array in place, then call ``onChange`` (which
/// ``useRowStore(_:fileID:line:)`` sets to render the component again).
///
/// ```swift
/// let expenses = useRowStore { loadExpenses() }
/// Table(expenses, selection: $selection) {
///     TableColumn("Payee", value: \.payee)
/// }
/// Button("Rename") { expenses.update(at: 0) { $0.payee = "Bakery" } }
/// ```
///
/// A store is for the main actor: the views read it while they render and
/// bind rows, so it must change only there, and only through its methods.
public final class RowStore<Row>: RandomAccessCollection, RowRevisions {
    /// The rows, in the order the views show them.
    public var rows: [Row] { storage }
    /// The rows; changed only by the methods below, which then call `onChange`.
    @usableFromInline var storage: [Row]
    /// Called after each change; ``useRowStore(_:fileID:line:)`` renders the component.
    public var onChange: @MainActor () -> Void = {}
    /// What the recent changes touched.
    @usableFromInline var log = RowRevisionLog()

    /// A number each change moves on: the same revision, the same rows.
    public var revision: Int { log.revision }

    /// A store of `rows`.
    public init(_ rows: [Row] = []) { storage = rows }

    /// The position of the first row: 0.
    public var startIndex: Int { 0 }
    /// One past the position of the last row: the number of rows.
    public var endIndex: Int { storage.count }
    /// The row at `position`.
    public subscript(position: Int) -> Row { storage[position] }

    /// Changes the row at `index` in place with `change`.
    @inlinable @MainActor public func update(at index: Int, _ change: (inout Row) -> Void) {
        change(&storage[index])
        log.record(index)
        onChange()
    }

    /// Removes and returns the row at `index`.
    @inlinable @MainActor @discardableResult public func remove(at index: Int) -> Row {
        defer {
            log.record(nil)
            onChange()
        }
        return storage.remove(at: index)
    }

    /// Removes the rows `shouldBeRemoved` answers true for.
    @inlinable @MainActor
    public func removeAll(where shouldBeRemoved: (Row) throws -> Bool) rethrows {
        try storage.removeAll(where: shouldBeRemoved)
        log.record(nil)
        onChange()
    }

    /// Inserts `row` at `index`.
    @inlinable @MainActor public func insert(_ row: Row, at index: Int) {
        storage.insert(row, at: index)
        log.record(nil)
        onChange()
    }

    /// Appends `newRows` after the last row.
    @inlinable @MainActor public func append<New: Sequence>(contentsOf newRows: New)
    where New.Element == Row {
        storage.append(contentsOf: newRows)
        log.record(nil)
        onChange()
    }

    /// Appends `row` after the last row.
    @inlinable @MainActor public func append(_ row: Row) {
        storage.append(row)
        log.record(nil)
        onChange()
    }

    /// Replaces every row with `newRows`.
    @inlinable @MainActor public func replaceAll(with newRows: [Row]) {
        storage = newRows
        log.record(nil)
        onChange()
    }

    /// Sorts the rows in place, `areInIncreasingOrder` saying which come first.
    @inlinable @MainActor
    public func sort(by areInIncreasingOrder: (Row, Row) throws -> Bool) rethrows {
        try storage.sort(by: areInIncreasingOrder)
        log.record(nil)
        onChange()
    }

    /// Sorts the rows in place by a table's sort order (see
    /// `Sequence.sorted(using:)`).
    @inlinable @MainActor public func sort(using order: [ColumnComparator<Row>]) {
        storage = storage.sorted(using: order)
        log.record(nil)
        onChange()
    }
}
