/// What one render must do, worked out by matching two expected trees by
/// identity (type, then key or position, SEMANTICS K1–K3, K6) — never by
/// asking the reconciler.
struct ExpectedChanges {
    /// Widgets made (each is inserted once too).
    var creates = 0
    /// Widgets taken out of a parent that stays.
    var removes = 0
    /// The fewest moves: per keyed list, kept rows outside a longest increasing run.
    var moves = 0
    /// Text updates: kept widgets whose text changed, a row's text once for
    /// its label and once for its count (set by an effect after the commit),
    /// and new rows with a count; no other widget may be updated.
    var updates = 0
    /// Rows that must unmount (their serials known), so their cleanups run once.
    var unmountedRows: [ExpectedNode] = []
    /// Rows that must mount with fresh state.
    var mountedRows: [ExpectedNode] = []
    /// Duplicate keys the render must report (K8).
    var duplicateReports = 0

    /// The changes from `old` (nil: nothing mounted) to `new`; kept rows take
    /// their serial from `old` into `new`.
    init(from old: ExpectedNode?, to new: ExpectedNode) {
        if let old, old.type == new.type, old.key == new.key {
            keep(old, as: new)
        } else {
            if let old { unmount(old) }
            mount(new)
        }
        duplicateReports = Self.reports(in: new)
    }

    private mutating func keep(_ old: ExpectedNode, as new: ExpectedNode) {
        new.serial = old.serial
        if let oldRow = old.serialOf?.row, let newRow = new.serialOf?.row {
            updates +=
                (oldRow.label != newRow.label ? 1 : 0) + (oldRow.count != newRow.count ? 1 : 0)
        } else if new.widget != nil, old.text != new.text {
            updates += 1
        }
        matchChildren(old.children, new.children)
    }

    private mutating func matchChildren(_ old: [ExpectedNode], _ new: [ExpectedNode]) {
        var oldIndex: [Identity: Int] = [:]
        for (position, child) in old.enumerated() {
            oldIndex[Identity(child, at: position)] = position
        }
        var kept = Set<Int>()
        var keptOldPositions: [Int] = []
        var keyedTopWidgets: [Int] = []
        for (position, child) in new.enumerated() {
            if let index = oldIndex[Identity(child, at: position)] {
                kept.insert(index)
                keptOldPositions.append(index)
                if child.key != nil { keyedTopWidgets.append(child.topWidgets.count) }
                keep(old[index], as: child)
            } else {
                mount(child)
            }
        }
        for (index, child) in old.enumerated() where !kept.contains(index) { unmount(child) }
        // Unkeyed children match by position, so only keyed ones (rows, one
        // widget each) can be out of order.
        precondition(keyedTopWidgets.allSatisfy { $0 == 1 }, "a keyed child of several widgets")
        moves += minimumMoves(keptOldPositions)
    }

    private mutating func mount(_ node: ExpectedNode) {
        for inner in node.subtree {
            if inner.widget != nil { creates += 1 }
            if let row = inner.row {
                mountedRows.append(inner)
                // Mounted with a count of 0, its effect then writes the row's.
                if row.count != 0 { updates += 1 }
            }
        }
    }

    private mutating func unmount(_ node: ExpectedNode) {
        removes += node.topWidgets.count
        unmountedRows += node.subtree.filter { $0.row != nil }
    }

    /// Repeated keys in the lists a root render reaches: every list but those
    /// inside rows, which are not re-rendered when equal.
    private static func reports(in node: ExpectedNode) -> Int {
        if node.row != nil { return 0 }
        let repeated = node.children.count { if case .repeated = $0.key { true } else { false } }
        return repeated + node.children.reduce(0) { $0 + reports(in: $1) }
    }
}

/// Who a child is among its siblings: its type, and its key or position.
private struct Identity: Hashable {
    let type: String
    let key: ExpectedNode.Key?
    let position: Int?

    init(_ node: ExpectedNode, at position: Int) {
        type = node.type
        key = node.key
        self.position = node.key == nil ? position : nil
    }
}
