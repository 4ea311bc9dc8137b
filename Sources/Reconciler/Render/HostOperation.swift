/// A host call computed by the diff and applied by the commit.
///
/// A create or an update sends the props the node holds when the commit runs
/// (`Node.widget`, set by the diff as it records the call). An update's
/// previous props wait in ``HostOperations/replaced``, so that every
/// operation holds only references and numbers: copying one is a few
/// retains, where a case holding a view would be copied through its type's
/// witness table.
enum HostOperation {
    case create(Node)
    case update(Node, replaced: Int)
    case insert(Node, parent: Node, index: Int)
    case move(Node, parent: Node, from: Int, to: Int)
    case remove(Node, parent: Node, index: Int)
}

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
