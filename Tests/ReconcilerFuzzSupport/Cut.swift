/// One way to make every render of a sequence smaller at the same place, so
/// a failure that needs the same subtree in two renders still shrinks.
enum Cut: Hashable {
    /// A step from a spec to one inside it.
    enum Step: Hashable {
        /// The child at an index of a stack or fragment.
        case child(Int)
        /// The content of the first row with a key.
        case rowContent(key: Int)
        /// The content of a provider or environment writer.
        case content
    }

    /// Put `.empty` there.
    case empty([Step])
    /// Put a spec's child in its place.
    case hoist([Step], Step)
    /// Remove a child of a stack or fragment.
    case removeChild([Step], Int)
    /// Remove every row with a key from a list.
    case removeRow([Step], key: Int)

    /// The cuts that apply to `spec` (a root: the provider, then the stack).
    static func all(in spec: Spec) -> [Cut] {
        guard case .provider(_, let stack) = spec else { return [] }
        return all(in: stack, at: [.content])
    }

    private static func all(in spec: Spec, at path: [Step]) -> [Cut] {
        var cuts: [Cut] = path.count > 1 && spec != .empty ? [.empty(path)] : []
        for step in steps(of: spec) {
            guard let inner = spec.inner(step) else { continue }
            if path.count > 1 { cuts.append(.hoist(path, step)) }
            if case .child(let index) = step { cuts.append(.removeChild(path, index)) }
            cuts += all(in: inner, at: path + [step])
        }
        if case .list(let rows, _) = spec {
            cuts += Set(rows.map(\.key)).sorted().map { .removeRow(path, key: $0) }
        }
        return cuts
    }

    private static func steps(of spec: Spec) -> [Step] {
        switch spec {
        case .stack(_, let children), .fragment(let children): children.indices.map { .child($0) }
        case .list(let rows, _): rows.filter { $0.content != nil }.map { .rowContent(key: $0.key) }
        case .provider, .environment: [.content]
        case .text, .button, .empty, .reader: []
        }
    }

    /// `spec` with this cut made, or nil where it does not apply.
    func applied(to spec: Spec) -> Spec? {
        switch self {
        case .empty(let path): spec.replacing(at: path) { _ in .empty }
        case .hoist(let path, let step): spec.replacing(at: path) { $0.inner(step) }
        case .removeChild(let path, let index):
            spec.replacing(at: path) { node in
                switch node {
                case .stack(let vertical, var children) where index < children.count:
                    children.remove(at: index)
                    return .stack(vertical: vertical, children)
                case .fragment(var children) where index < children.count:
                    children.remove(at: index)
                    return .fragment(children)
                default: return nil
                }
            }
        case .removeRow(let path, let key):
            spec.replacing(at: path) { node in
                guard case .list(let rows, let memoized) = node,
                    rows.contains(where: { $0.key == key })
                else { return nil }
                return .list(rows.filter { $0.key != key }, memoized: memoized)
            }
        }
    }
}

extension Spec {
    /// The spec one step inside, if there is one.
    func inner(_ step: Cut.Step) -> Spec? {
        switch (self, step) {
        case (.stack(_, let children), .child(let index)),
            (.fragment(let children), .child(let index)):
            index < children.count ? children[index] : nil
        case (.list(let rows, _), .rowContent(let key)): rows.first { $0.key == key }?.content
        case (.provider(_, let content), .content), (.environment(_, let content), .content):
            content
        default: nil
        }
    }

    /// This spec with the one at `path` changed by `change`; nil if the path
    /// is not there or `change` does not apply.
    func replacing(at path: [Cut.Step], _ change: (Spec) -> Spec?) -> Spec? {
        guard let step = path.first else { return change(self) }
        guard let inner = inner(step),
            let changed = inner.replacing(at: Array(path.dropFirst()), change)
        else { return nil }
        switch (self, step) {
        case (.stack(let vertical, var children), .child(let index)):
            children[index] = changed
            return .stack(vertical: vertical, children)
        case (.fragment(var children), .child(let index)):
            children[index] = changed
            return .fragment(children)
        case (.list(var rows, let memoized), .rowContent(let key)):
            guard let index = rows.firstIndex(where: { $0.key == key }) else { return nil }
            rows[index].content = changed
            return .list(rows, memoized: memoized)
        case (.provider(let value, _), .content): return .provider(value, changed)
        case (.environment(let value, _), .content): return .environment(value, changed)
        default: return nil
        }
    }
}
