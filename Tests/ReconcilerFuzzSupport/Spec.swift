/// A view tree of the fuzzer as plain data: the generator makes it, the
/// shrinker cuts it, and both the rendered views and the expected model are
/// built from it, separately.
indirect enum Spec: Equatable, Sendable {
    /// `Text(string)`.
    case text(String)
    /// `Button(title) {}`: a different widget type at the same position.
    case button(String)
    /// `VStack` or `HStack` of unkeyed children (a `for` loop: a fragment).
    case stack(vertical: Bool, [Spec])
    /// Keyed rows: `VStack { ForEach(rows, id: \.key) { FuzzListRow(row: row) } }`
    /// when `memoized` (the reconciler's path for memoized rows, where a flip
    /// of a row's type remounts inside the kept list row), otherwise
    /// `VStack { ForEach(rows, id: \.key) { row.element } }` (an element per
    /// row, where a flip changes the type under the key).
    case list([Row], memoized: Bool)
    /// A `for` loop without a widget of its own.
    case fragment([Spec])
    /// `EmptyView()`, also the false branch of an `if`.
    case empty
    /// A context provider with a value.
    case provider(String, Spec)
    /// `.environment(\.fuzzTag, value)` around its content.
    case environment(String, Spec)
    /// A component showing the context and the environment value it reads.
    case reader
}

/// One keyed row: a component with state and effects, one `HStack`.
struct Row: Equatable, Sendable {
    /// The `ForEach` key; may repeat in a list (reported, SEMANTICS K8).
    var key: Int
    /// Which of two component types renders it: a flip is a type change under one key.
    var isAlternate: Bool
    /// Shown in the row's text; a change is one text update.
    var label: String
    /// Shown after the text, inside the row.
    var content: Spec?
    /// What the row's effect writes into its state when this changes: a
    /// state update of the row alone, rendered after the commit.
    var count = 0
}

extension Spec {
    /// The specs directly inside this one (rows' contents included).
    var children: [Spec] {
        switch self {
        case .text, .button, .empty, .reader: []
        case .stack(_, let children), .fragment(let children): children
        case .list(let rows, _): rows.compactMap(\.content)
        case .provider(_, let content), .environment(_, let content): [content]
        }
    }

    /// How many specs this tree holds.
    var size: Int { 1 + children.reduce(0) { $0 + $1.size } }
}

extension Spec {
    /// Whether a keyed list is in this tree.
    var hasList: Bool {
        if case .list = self { return true }
        return children.contains { $0.hasList }
    }

    /// This spec with its `index`th child (in `children` order) replaced.
    func replacingChild(at index: Int, with child: Spec) -> Spec {
        switch self {
        case .text, .button, .empty, .reader:
            return self
        case .stack(let vertical, var children):
            children[index] = child
            return .stack(vertical: vertical, children)
        case .fragment(var children):
            children[index] = child
            return .fragment(children)
        case .list(var rows, let memoized):
            let withContent = rows.indices.filter { rows[$0].content != nil }
            rows[withContent[index]].content = child
            return .list(rows, memoized: memoized)
        case .provider(let value, _): return .provider(value, child)
        case .environment(let value, _): return .environment(value, child)
        }
    }
}
