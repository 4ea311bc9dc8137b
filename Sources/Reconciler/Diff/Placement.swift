// Placing the children of a reordered middle, right to left, with the host
// operations that take their instances from the old order to the new.
//
// Children on the longest increasing subsequence stay; every other one is
// moved, and every new one inserted, in front of what was placed after it.
// Where an instance is now is counted, not searched for: the matched
// instances keep their rank in the old order until they move, and the
// instances placed in front of a staying child (a run) sit right before the
// rank that child starts at. An instance's index is then the matched
// instances still in old order before it plus the runs before it, two prefix
// sums (a node-to-index map that stays right as instances move).

/// The state of the placement of one middle (see `Renderer.reconcileMiddle`).
@MainActor struct Placement {
    private let hostParent: Node
    /// The index of the middle's first host instance among the parent's.
    private let base: Int
    /// 1 for each matched instance, by old rank, while it is in old order.
    private var inOldOrder: PrefixCounts
    /// The instances placed in the run in front of each rank (the last
    /// position: in front of nothing, at the end).
    private var inRuns: PrefixCounts
    /// The rank the run being placed into is in front of.
    private var front: Int
    private var hosts: [Node] = []

    /// A placement of `matchedHosts` matched instances in old order, the
    /// instances of `hostParent` from `base`.
    init(matchedHosts: Int, in hostParent: Node, at base: Int) {
        self.hostParent = hostParent
        self.base = base
        inOldOrder = PrefixCounts(count: matchedHosts, initial: 1)
        inRuns = PrefixCounts(count: matchedHosts + 1, initial: 0)
        front = matchedHosts
        hostCount = matchedHosts
    }

    /// How many instances the middle has now.
    private(set) var hostCount: Int

    /// A matched child whose instances start at `rank` stays where it is;
    /// the children before it go in front of it.
    mutating func stay(at rank: Int) {
        front = rank
    }

    /// Inserts the instances of `child`, a new child, in front of those placed.
    mutating func insert(_ child: Node, _ operations: inout HostOperations) {
        hosts.removeAll(keepingCapacity: true)
        child.hostNodes(into: &hosts)
        let at = frontIndex
        for (step, host) in hosts.enumerated() {
            operations.append(.insert(host, parent: hostParent, index: base + at + step))
        }
        inRuns.add(hosts.count, at: front)
        hostCount += hosts.count
    }

    /// Moves the instances of `child`, matched at `rank`, in front of those
    /// placed, last first.
    mutating func move(_ child: Node, from rank: Int, _ operations: inout HostOperations) {
        hosts.removeAll(keepingCapacity: true)
        child.hostNodes(into: &hosts)
        for step in hosts.indices.reversed() {
            let from = inOldOrder.sum(before: rank + step) + inRuns.sum(before: rank + step + 1)
            inOldOrder.add(-1, at: rank + step)
            let to = frontIndex
            if from != to {
                operations.append(
                    .move(hosts[step], parent: hostParent, from: base + from, to: base + to))
            }
            inRuns.add(1, at: front)
        }
    }

    /// The index of the first instance of the run being placed into.
    private var frontIndex: Int {
        inOldOrder.sum(before: front) + inRuns.sum(before: front)
    }
}
