/// The selected rows of a list or table, kept as row ids, with where each
/// id was last seen, so a host finds the positions to show selected without
/// reading the whole data.
///
/// A host keeps one per selectable widget and calls ``follow(_:rowCount:key:shown:)``
/// with each new render's selection and rows. An id is looked for at its last
/// position, then among the rows shown, then in an index of every row's position, built only when an id
/// is not where it was (the rows moved, or the id is new to the tracker):
/// so a selection change costs work for the ids that changed, and a data
/// change that moves selected rows costs one pass over the rows.
public struct SelectedRows {
    /// The last position seen of each selected id.
    public private(set) var positions: [AnyHashable: Int] = [:]
    /// Every row's position by id, from the last full pass; may be stale.
    private var index: [AnyHashable: Int] = [:]
    /// How many times the key of a row was read (for operation-count tests).
    public private(set) var keyReads = 0

    /// An empty selection.
    public init() {}

    /// Takes a render's selected `ids` and rows (`rowCount`, the id of each
    /// position from `key`): returns the positions of the ids found, and the
    /// ids not among the rows, which the caller removes from the selection.
    public mutating func follow(
        _ ids: Set<AnyHashable>, rowCount: Int, key: (Int) -> AnyHashable,
        shown: @autoclosure () -> [Int] = []
    ) -> (positions: [Int], gone: Set<AnyHashable>) {
        var found: [AnyHashable: Int] = [:]
        var missing: [AnyHashable] = []
        for id in ids {
            if let position = verified(id, at: positions[id], rowCount, key)
                ?? verified(id, at: index[id], rowCount, key)
            {
                found[id] = position
            } else {
                missing.append(id)
            }
        }
        if !missing.isEmpty {
            // An id written from code is most often one on screen: the
            // rows shown are read before every row is.
            for position in shown() where position < rowCount {
                keyReads += 1
                let id = key(position)
                if let at = missing.firstIndex(of: id) {
                    found[id] = position
                    missing.remove(at: at)
                    if missing.isEmpty { break }
                }
            }
        }
        var gone = Set<AnyHashable>()
        if !missing.isEmpty {
            rebuildIndex(rowCount: rowCount, key: key)
            for id in missing {
                if let position = index[id] { found[id] = position } else { gone.insert(id) }
            }
        }
        positions = found
        return (Array(found.values), gone)
    }

    /// Records that the row at `position` is `id` (the user selected it there).
    public mutating func saw(_ id: AnyHashable, at position: Int) {
        positions[id] = position
    }

    /// `position` when the row there is still `id`.
    private mutating func verified(
        _ id: AnyHashable, at position: Int?, _ rowCount: Int, _ key: (Int) -> AnyHashable
    ) -> Int? {
        guard let position, position < rowCount else { return nil }
        keyReads += 1
        return key(position) == id ? position : nil
    }

    private mutating func rebuildIndex(rowCount: Int, key: (Int) -> AnyHashable) {
        index.removeAll(keepingCapacity: true)
        index.reserveCapacity(rowCount)
        for position in 0..<rowCount { index[key(position)] = position }
        keyReads += rowCount
    }
}
