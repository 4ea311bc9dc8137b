/// The passive work being run: removed scopes to tear down, then scopes whose
/// passive cleanups and effect bodies run, each a queue consumed in order.
@MainActor struct PassiveWork {
    var disposals = NodeQueue()
    var cleanups = NodeQueue()
    var effects = NodeQueue()

    /// Whether a run was interrupted before its end.
    var hasWork: Bool { !disposals.isEmpty || !cleanups.isEmpty || !effects.isEmpty }
}

/// Nodes consumed first in, first out, without shifting the array on each take.
@MainActor struct NodeQueue {
    private var nodes: [Node] = []
    private var head = 0

    var isEmpty: Bool { head == nodes.count }

    mutating func append(contentsOf more: [Node]) {
        nodes.append(contentsOf: more)
    }

    /// The next node, or nil (and the storage is released) when none is left.
    mutating func next() -> Node? {
        guard head < nodes.count else {
            if head > 0 {
                nodes.removeAll(keepingCapacity: true)
                head = 0
            }
            return nil
        }
        head += 1
        return nodes[head - 1]
    }
}
