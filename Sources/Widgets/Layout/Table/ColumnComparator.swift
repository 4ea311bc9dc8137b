import Hooks

/// One entry of a ``Table``'s sort order: a column's key path and its
/// direction, as SwiftUI's `KeyPathComparator`.
///
/// A table's `sortOrder` binding holds these, the column clicked last first.
/// The app sorts its rows with them (`rows.sorted(using: order)`):
///
/// ```swift
/// @State var order = [ColumnComparator(\Expense.payee)]
/// Table(expenses.sorted(using: order), sortOrder: $order) { ... }
/// ```
///
/// Two comparators are equal when their key paths and orders are.
public struct ColumnComparator<Row>: Equatable, @unchecked Sendable {
    /// Which way a column sorts.
    public enum Order: Sendable, Hashable {
        /// Smaller values first.
        case ascending
        /// Larger values first.
        case descending
    }

    /// The key path whose values are compared.
    public let keyPath: PartialKeyPath<Row>
    /// The direction.
    public var order: Order
    /// Whether the first row's value is smaller than the second's.
    @usableFromInline let isSmaller: (Row, Row) -> Bool
    /// Reads every row's value once and answers whether the value at one
    /// position is smaller than at another: what sorting compares, with no
    /// key path read per comparison.
    @usableFromInline let valuesOf: ([Row]) -> (Int, Int) -> Bool

    /// Compares rows by their `Comparable` value at `keyPath`.
    ///
    /// (`@unchecked Sendable`: key paths are immutable values and the compare
    /// closure only reads through one.) Inlinable, as ``ordersBefore(_:_:)``
    /// and `sorted(using:)`: made in the app's code, the comparison is
    /// compiled for its row and value types, not through generic witnesses.
    @inlinable
    public init<Value: Comparable>(_ keyPath: KeyPath<Row, Value>, order: Order = .ascending) {
        self.keyPath = keyPath
        self.order = order
        isSmaller = { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
        valuesOf = { rows in
            let values = rows.map { $0[keyPath: keyPath] }
            return { values[$0] < values[$1] }
        }
    }

    /// Whether `first` goes before `second` in this order; false when they tie.
    @inlinable
    public func ordersBefore(_ first: Row, _ second: Row) -> Bool {
        order == .ascending ? isSmaller(first, second) : isSmaller(second, first)
    }

    /// The same comparator with the opposite order.
    public var reversed: Self {
        var copy = self
        copy.order = order == .ascending ? .descending : .ascending
        return copy
    }

    /// Whether both compare the same key path in the same order.
    public static func == (left: Self, right: Self) -> Bool {
        left.keyPath == right.keyPath && left.order == right.order
    }
}

extension Sequence {
    /// The elements sorted by `comparators`: by the first, ties broken by the
    /// next, and so on; rows that tie on all keep their order.
    @inlinable
    public func sorted(using comparators: [ColumnComparator<Element>]) -> [Element] {
        let rows = Array(self)
        guard !comparators.isEmpty else { return rows }
        // Positions are sorted, not rows: each column's values are read once,
        // a comparison copies no row, and the position breaks full ties, so
        // equal rows keep their order.
        let smaller = comparators.map { ($0.order == .ascending, $0.valuesOf(rows)) }
        var order = Array(rows.indices)
        order.sort { first, second in
            for (ascending, isSmaller) in smaller {
                let (left, right) = ascending ? (first, second) : (second, first)
                if isSmaller(left, right) { return true }
                if isSmaller(right, left) { return false }
            }
            return first < second
        }
        return order.map { rows[$0] }
    }
}
