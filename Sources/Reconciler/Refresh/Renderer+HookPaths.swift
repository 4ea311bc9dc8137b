// State by component path: what a restart keeps. A path names each node from
// the root by its normalized type and its key or position, so it is the same
// in the next process (or image) for the same place in the same app. The rows
// of a virtualized list are roots of their own: their paths go on from the
// list's path with the row's key (`VirtualizedRows.rowPath(in:key:)`).

import Hooks

extension Renderer {
    /// The values of the state slots (`useState`, `useReducer`, `useRef`) of every mounted
    /// component, by component path and slot index; the rows a virtualized `List` keeps
    /// mounted (on screen or off) included.
    public var hookValuesByPath: [String: [Int: Any]] {
        var walk = HookValueCollection()
        walk.visit(root, path: "", host: host)
        return walk.values
    }

    /// Puts saved values into the state slots of the components at the same paths.
    ///
    /// `values` is ``hookValuesByPath`` of the app before a restart; each value goes
    /// through `carry` and each restored component is scheduled to render. Components
    /// mounted only once that state renders (the rows of a restored `ForEach`) are
    /// restored by calling this again after the render.
    ///
    /// The values of rows of a virtualized `List` that are not mounted go to the list's
    /// ``VirtualizedRows``, which restores each row when it is shown (before it is displayed)
    /// and drops what is left when the list is removed; their paths count as restored.
    ///
    /// - Parameters:
    ///   - values: the saved values by path and slot.
    ///   - carry: converts a saved value to the slot's type.
    ///   - skipping: paths restored before, left alone.
    /// - Returns: the paths restored now, with those handed to a list for its rows.
    public func restoreHookValues(
        _ values: [String: [Int: Any]], carrying carry: @escaping HookValueCarry,
        skipping: Set<String> = []
    ) -> Set<String> {
        var walk = HookValueRestore(values: values, carry: carry, skipping: skipping)
        walk.visit(root, path: "", host: host)
        return walk.restored
    }
}

/// One walk that gathers the carried values of a tree, by path.
@MainActor struct HookValueCollection {
    private(set) var values: [String: [Int: Any]] = [:]
    private var names = TypeNames()

    mutating func visit(_ node: Node, path: String, host: AnyHost) {
        if let dispatcher = node.dispatcher {
            let carried = dispatcher.carriedValues
            if !carried.isEmpty { values[path] = carried }
        }
        if let rows = node.virtualizedRows(in: host) {
            rows.visitKeptRows { key, renderer in
                visit(
                    renderer.root, path: VirtualizedRows.rowPath(in: path, key: key),
                    host: renderer.host)
            }
            rows.visitKeptStates { key, state in
                let rowPath = VirtualizedRows.rowPath(in: path, key: key)
                for scope in state.scopes {
                    let carried = scope.dispatcher.carriedValues
                    if !carried.isEmpty {
                        values[names.path(of: scope.path, in: rowPath)] = carried
                    }
                }
            }
        }
        for (index, child) in node.children.enumerated() {
            visit(child, path: names.childPath(child, at: index, path), host: host)
        }
    }
}

/// One walk that puts saved values back into a tree, by path.
@MainActor struct HookValueRestore {
    let values: [String: [Int: Any]]
    let carry: HookValueCarry
    let skipping: Set<String>
    /// The paths restored (or handed to a list) so far.
    var restored: Set<String> = []
    private var names = TypeNames()

    init(values: [String: [Int: Any]], carry: @escaping HookValueCarry, skipping: Set<String>) {
        self.values = values
        self.carry = carry
        self.skipping = skipping
    }

    mutating func visit(_ node: Node, path: String, host: AnyHost) {
        if let dispatcher = node.dispatcher { restore(dispatcher, at: path) }
        if let rows = node.virtualizedRows(in: host) {
            rows.restoreHookValues(listPath: path, &self)
        }
        for (index, child) in node.children.enumerated() {
            visit(child, path: names.childPath(child, at: index, path), host: host)
        }
    }

    /// Restores the components of an off-screen row's kept `state`, the row at `path`.
    mutating func visit(_ state: RowHookState, path: String) {
        for scope in state.scopes {
            restore(scope.dispatcher, at: names.path(of: scope.path, in: path))
        }
    }

    private mutating func restore(_ dispatcher: HookDispatcher, at path: String) {
        guard !skipping.contains(path), let saved = values[path] else { return }
        for (index, value) in saved.sorted(by: { $0.key < $1.key }) {
            _ = dispatcher.restoreCarriedValue(value, at: index, through: carry)
        }
        restored.insert(path)
    }
}

/// Normalized names found once per type in one walk.
@MainActor private struct TypeNames {
    private var names: [ObjectIdentifier: String] = [:]

    mutating func name(of id: ObjectIdentifier) -> String {
        if let name = names[id] { return name }
        let name = normalizedTypeName(of: id)
        names[id] = name
        return name
    }

    /// The path of `child`, the child at `index` of the node at `path`.
    mutating func childPath(_ child: Node, at index: Int, _ path: String) -> String {
        stepPath(RowScopeStep(index: index, type: child.element.type, key: child.element.key), path)
    }

    /// The path of the node `steps` lead to from the node at `path`.
    mutating func path(of steps: [RowScopeStep], in path: String) -> String {
        steps.reduce(path) { stepPath($1, $0) }
    }

    private mutating func stepPath(_ step: RowScopeStep, _ path: String) -> String {
        let place = step.key.map { "#\($0.base)" } ?? "@\(step.index)"
        return "\(path)/\(name(of: step.type))\(place)"
    }
}

extension Node {
    /// The rows of this node's instance when `host` renders them itself (a `List`).
    fileprivate func virtualizedRows(in host: AnyHost) -> VirtualizedRows? {
        guard kind == .host, isVirtualized, let instance,
            let virtualizing = host.base as? any VirtualizingHost
        else { return nil }
        return virtualizing.virtualizedRows(ofAny: instance)
    }
}
