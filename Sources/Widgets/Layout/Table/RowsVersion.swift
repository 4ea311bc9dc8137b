/// Which rows a `Table` shows, told apart cheaply between two renders, so a
/// render that changed no row (a new selection, another part of the app's
/// state) reads no cell again.
///
/// - An array is its storage buffer and count. A `Table` keeps its last
///   props, so the buffer it read is shared and never changed in place:
///   the same buffer holds the same rows. Rows that are objects are left
///   out (`.unknown`): one can change without its array changing.
/// - A ``RowStore`` is the store and its revision, which each change moves.
/// - Any other collection is `.unknown`: every render reads the shown cells.
public enum RowsVersion: Equatable, Sendable {
    /// An array's storage: the address of its first row and its count.
    case buffer(address: UInt, count: Int)
    /// A ``RowStore``, by identity, at `revision`.
    case store(ObjectIdentifier, revision: Int)
    /// Rows whose changes cannot be seen.
    case unknown

    /// The version of `data`.
    @inlinable @MainActor public static func of<Data: RandomAccessCollection>(_ data: Data)
        -> RowsVersion
    {
        if Data.Element.self is AnyObject.Type { return .unknown }
        if let array = data as? [Data.Element] {
            return array.withUnsafeBufferPointer {
                .buffer(address: UInt(bitPattern: $0.baseAddress), count: $0.count)
            }
        }
        if let store = data as? RowStore<Data.Element> {
            return .store(ObjectIdentifier(store), revision: store.revision)
        }
        return .unknown
    }
}

/// The rows whose values may differ between two versions of a table's rows.
public enum ChangedRows: Equatable, Sendable {
    /// No row changed: the same rows in the same order.
    case none
    /// Only the rows at these positions changed; the others and the count did not.
    case positions(Set<Int>)
    /// Any row may have changed, moved, come or gone.
    case all

    /// Whether the row at `position` may have changed.
    public func contains(_ position: Int) -> Bool {
        switch self {
        case .none: false
        case .positions(let positions): positions.contains(position)
        case .all: true
        }
    }
}

extension Table {
    /// The rows that may have changed since `old`, the props this table's
    /// instance showed before.
    @MainActor public func changedRows(since old: Table) -> ChangedRows {
        switch (old.rowsVersion, rowsVersion) {
        case (.unknown, _), (_, .unknown): .all
        case (.buffer, .buffer): old.rowsVersion == rowsVersion ? .none : .all
        case (.store(let oldStore, let oldRevision), .store(let store, let revision)):
            if oldStore != store {
                .all
            } else if oldRevision == revision {
                .none
            } else {
                (rowRevisions?.changedPositions(since: oldRevision)).map(ChangedRows.positions)
                    ?? .all
            }
        default: .all
        }
    }
}
