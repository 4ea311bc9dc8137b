/// Rows that can say which positions their recent changes touched, so a
/// view over them reads only those rows again (see ``RowsVersion``).
public protocol RowRevisions: AnyObject {
    /// The positions changed since `revision`, when every change since then
    /// changed rows in place; nil when rows moved, came or went, or the
    /// revision is too old to tell.
    func changedPositions(since revision: Int) -> Set<Int>?
}

/// The revision of a ``RowStore`` and the position each of its recent
/// changes touched (nil for a change that may move every row).
public struct RowRevisionLog: Sendable {
    /// How many changes are remembered: an older revision reads every row.
    @usableFromInline static let remembered = 64
    /// The number of changes made.
    @usableFromInline private(set) var revision = 0
    /// The position each of the last changes touched, oldest first.
    private var recent: [Int?] = []

    /// An empty log at revision 0.
    @usableFromInline init() {}

    /// Records one change, of the row at `position`, or of any row when nil.
    @usableFromInline mutating func record(_ position: Int?) {
        revision += 1
        if recent.count == Self.remembered { recent.removeFirst() }
        recent.append(position)
    }

    /// The positions changed since `old`, nil when a change since then may
    /// have moved rows or `old` is too old.
    func positions(since old: Int) -> Set<Int>? {
        let count = revision - old
        guard count >= 0, count <= recent.count else { return nil }
        var positions: Set<Int> = []
        for position in recent.suffix(count) {
            guard let position else { return nil }
            positions.insert(position)
        }
        return positions
    }
}

extension RowStore {
    /// The positions changed in place since `revision`; nil when rows moved,
    /// came or went since then.
    public func changedPositions(since revision: Int) -> Set<Int>? {
        log.positions(since: revision)
    }
}
