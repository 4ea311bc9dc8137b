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

    /// Lets go of the removal at `index`, once applied: the removed nodes
    /// are freed now, while their memory is in the cache, not with the
    /// whole list at the end of the commit.
    mutating func dropRemoval(at index: Int) {
        list[index] = .removed
    }

    /// The room the two lists keep.
    var capacity: Int { list.capacity + replaced.capacity }

    /// Empties the list, keeping its room for the next pass.
    mutating func removeAll() {
        list.removeAll(keepingCapacity: true)
        replaced.removeAll(keepingCapacity: true)
    }
}
