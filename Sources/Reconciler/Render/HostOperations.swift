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

    /// The room the two lists keep.
    var capacity: Int { list.capacity + replaced.capacity }

    /// Empties the list, keeping its room for the next pass.
    mutating func removeAll() {
        list.removeAll(keepingCapacity: true)
        replaced.removeAll(keepingCapacity: true)
    }
}
