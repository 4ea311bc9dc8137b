/// The element tree a spec should mount, worked out from the spec alone, not
/// by the reconciler: each node's identity (type and key), and for widgets
/// the type and text the host must show.
final class ExpectedNode {
    /// The identity of a key among siblings.
    enum Key: Hashable {
        /// A row's key, first of its value in the list.
        case key(Int)
        /// A repeated key, reported and told apart by its position.
        case repeated(Int, position: Int)
    }

    /// The view type the reconciler would see, as a name.
    let type: String
    let key: Key?
    /// The widget type (`Text`, `Button`, `VStack`, `HStack`), for widgets.
    let widget: String?
    /// The widget's text; a row's text is completed by its serial.
    let text: String?
    /// The row whose serial ends `text`.
    let serialOf: ExpectedNode?
    /// For rows, the props (an equal row is not re-rendered).
    let row: Row?
    private(set) var children: [ExpectedNode]
    /// For rows: the serial its state holds, once known.
    var serial: Int?

    init(
        type: String, key: Key? = nil, widget: String? = nil, text: String? = nil,
        serialOf: ExpectedNode? = nil, row: Row? = nil, children: [ExpectedNode] = []
    ) {
        self.type = type
        self.key = key
        self.widget = widget
        self.text = text
        self.serialOf = serialOf
        self.row = row
        self.children = children
    }

    /// The widgets this node puts into its nearest widget ancestor, in order.
    var topWidgets: [ExpectedNode] {
        widget != nil ? [self] : children.flatMap(\.topWidgets)
    }

    /// Every node of the subtree, depth first.
    var subtree: [ExpectedNode] { [self] + children.flatMap(\.subtree) }

    /// The text the widget must show now (a row's serial appended).
    var shownText: String? {
        guard let text else { return nil }
        guard let owner = serialOf else { return text }
        return text + (owner.serial.map(String.init) ?? "?")
    }
}

/// Builds the expected tree of `spec` under the nearest context value and
/// environment value.
func expectedTree(_ spec: Spec, context: String = "", tag: String = "e0") -> ExpectedNode {
    switch spec {
    case .text(let string):
        return ExpectedNode(type: "Text", widget: "Text", text: string)
    case .button(let title):
        return ExpectedNode(type: "Button", widget: "Button", text: title)
    case .stack(let vertical, let children):
        let stack = vertical ? "VStack" : "HStack"
        let loop = ExpectedNode(
            type: "Group", children: children.map { expectedTree($0, context: context, tag: tag) })
        return ExpectedNode(type: stack, widget: stack, children: [loop])
    case .list(let rows, let memoized):
        var seen = Set<Int>()
        let nodes = rows.enumerated().map { position, row in
            let key: ExpectedNode.Key =
                seen.insert(row.key).inserted
                ? .key(row.key) : .repeated(row.key, position: position)
            return expectedRow(row, key: key, memoized: memoized, context: context, tag: tag)
        }
        return ExpectedNode(
            type: "VStack", widget: "VStack",
            children: [ExpectedNode(type: "ForEach", children: nodes)])
    case .fragment(let children):
        return ExpectedNode(
            type: "Group", children: children.map { expectedTree($0, context: context, tag: tag) })
    case .empty:
        return ExpectedNode(type: "EmptyView")
    case .provider(let value, let content):
        return ExpectedNode(
            type: "Provider", children: [expectedTree(content, context: value, tag: tag)])
    case .environment(let value, let content):
        // The writer takes the identity of its content; its node kind differs.
        let inner = expectedTree(content, context: context, tag: value)
        return ExpectedNode(type: "Environment(\(inner.type))", children: [inner])
    case .reader:
        let text = ExpectedNode(type: "Text", widget: "Text", text: "ctx \(context) env \(tag)")
        return ExpectedNode(type: "FuzzReader", children: [text])
    }
}

/// A list's row: memoized, the keyed `FuzzListRow`, whose body is the row
/// component (so a flip of the row's type remounts the row inside a kept list
/// row); otherwise the keyed row component itself.
private func expectedRow(
    _ row: Row, key: ExpectedNode.Key, memoized: Bool, context: String, tag: String
) -> ExpectedNode {
    let type = row.isAlternate ? "AlternateFuzzRow" : "FuzzRow"
    let node =
        memoized ? ExpectedNode(type: type, row: row) : ExpectedNode(type: type, key: key, row: row)
    let text = ExpectedNode(
        type: "Text", widget: "Text", text: row.title(count: row.count, serial: nil), serialOf: node
    )
    let content = row.content.map { expectedTree($0, context: context, tag: tag) }
    let body = ExpectedNode(
        type: "Group", children: [text, content ?? ExpectedNode(type: "EmptyView")])
    node.adopt(ExpectedNode(type: "HStack", widget: "HStack", children: [body]))
    return memoized ? ExpectedNode(type: "FuzzListRow", key: key, children: [node]) : node
}

extension ExpectedNode {
    /// Makes `child` the only child (a row's body, made after the row).
    fileprivate func adopt(_ child: ExpectedNode) { children = [child] }
}
