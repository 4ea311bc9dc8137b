/// The host operations of one pass, in order.
struct HostOperations {
    private(set) var list: [HostOperation] = []
    /// The previous props of the updated widgets, indexed by `.update`.
    private(set) var replaced: [any PrimitiveView] = []

    mutating func append(_ operation: HostOperation) {
        list.append(operation)
    }

    /// Records an update of `node`'s widget from `old` to the props it holds.
    mutating func appendUpdate(of node: Node, from old: consuming any PrimitiveView) {
        list.append(.update(node, replaced: replaced.count))
        replaced.append(old)
    }

    /// The operations, moved out for the commit to apply; the list is empty
    /// until ``giveBack(_:)`` returns its room.
    mutating func takeList() -> [HostOperation] {
        var taken: [HostOperation] = []
        swap(&taken, &list)
        return taken
    }

    /// The room the two lists keep.
    var capacity: Int { list.capacity + replaced.capacity }

    /// Takes back the room of `emptied`, the list ``takeList()`` took,
    /// emptied once its operations are applied; operations recorded
    /// meanwhile stay.
    mutating func giveBack(_ emptied: consuming [HostOperation]) {
        guard list.isEmpty else { return }
        list = emptied
    }

    /// Empties the lists, keeping their room for the next pass.
    mutating func removeAll() {
        list.removeAll(keepingCapacity: true)
        replaced.removeAll(keepingCapacity: true)
    }
}
