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
    /// An operation the commit has applied and no longer holds.
    case applied
}
