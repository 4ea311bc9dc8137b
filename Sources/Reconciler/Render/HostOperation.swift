/// A host call computed by the diff and applied by the commit.
enum HostOperation {
    case create(Node, any PrimitiveView)
    case update(Node, old: any PrimitiveView, new: any PrimitiveView)
    case insert(Node, parent: Node, index: Int)
    case move(Node, parent: Node, from: Int, to: Int)
    case remove(Node, parent: Node, index: Int)
}
