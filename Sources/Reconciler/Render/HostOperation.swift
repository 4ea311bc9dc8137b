/// A host call computed by the diff and applied by the commit.
///
/// A create or an update sends the props the node holds when the commit runs
/// (`Node.widget`, set by the diff as it records the call): an operation
/// holds no copy of them.
enum HostOperation {
    case create(Node)
    case update(Node, old: any PrimitiveView)
    case insert(Node, parent: Node, index: Int)
    case move(Node, parent: Node, from: Int, to: Int)
    case remove(Node, parent: Node, index: Int)
}
