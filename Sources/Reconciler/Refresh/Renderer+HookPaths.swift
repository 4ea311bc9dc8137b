// State by component path: what a restart keeps. A path names each node from
// the root by its normalized type and its key or position, so it is the same
// in the next process (or image) for the same place in the same app.

import Hooks

extension Renderer {
    /// The values of the state slots (`useState`, `useReducer`, `useRef`) of every mounted
    /// component, by component path and slot index.
    public var hookValuesByPath: [String: [Int: Any]] {
        var values: [String: [Int: Any]] = [:]
        var names = TypeNames()
        root.collectHookValues(path: "", names: &names, into: &values)
        return values
    }

    /// Puts saved values into the state slots of the components at the same paths.
    ///
    /// `values` is ``hookValuesByPath`` of the app before a restart; each value goes
    /// through `carry` and each restored component is scheduled to render. Components
    /// mounted only once that state renders (the rows of a restored list) are restored by
    /// calling this again after the render.
    ///
    /// - Parameters:
    ///   - values: the saved values by path and slot.
    ///   - carry: converts a saved value to the slot's type.
    ///   - skipping: paths restored before, left alone.
    /// - Returns: the paths restored now.
    public func restoreHookValues(
        _ values: [String: [Int: Any]], carrying carry: @escaping HookValueCarry,
        skipping: Set<String> = []
    ) -> Set<String> {
        var restored: Set<String> = []
        var names = TypeNames()
        root.restoreHookValues(
            path: "", names: &names, values: values, carry: carry, skipping: skipping,
            restored: &restored)
        return restored
    }
}

/// Normalized names found once per type in one walk.
private struct TypeNames {
    private var names: [ObjectIdentifier: String] = [:]

    mutating func name(of id: ObjectIdentifier) -> String {
        if let name = names[id] { return name }
        let name = normalizedTypeName(unsafeBitCast(id, to: Any.Type.self))
        names[id] = name
        return name
    }
}

extension Node {
    fileprivate func childPath(
        _ child: Node, at index: Int, _ path: String, _ names: inout TypeNames
    )
        -> String
    {
        let place = child.element.key.map { "#\($0.base)" } ?? "@\(index)"
        return "\(path)/\(names.name(of: child.element.type))\(place)"
    }

    fileprivate func collectHookValues(
        path: String, names: inout TypeNames, into values: inout [String: [Int: Any]]
    ) {
        if let dispatcher {
            let carried = dispatcher.carriedValues
            if !carried.isEmpty { values[path] = carried }
        }
        for (index, child) in children.enumerated() {
            child.collectHookValues(
                path: childPath(child, at: index, path, &names), names: &names, into: &values)
        }
    }

    fileprivate func restoreHookValues(
        path: String, names: inout TypeNames, values: [String: [Int: Any]],
        carry: @escaping HookValueCarry, skipping: Set<String>, restored: inout Set<String>
    ) {
        if let dispatcher, !skipping.contains(path), let saved = values[path] {
            for (index, value) in saved.sorted(by: { $0.key < $1.key }) {
                _ = dispatcher.restoreCarriedValue(value, at: index, through: carry)
            }
            restored.insert(path)
        }
        for (index, child) in children.enumerated() {
            child.restoreHookValues(
                path: childPath(child, at: index, path, &names), names: &names, values: values,
                carry: carry, skipping: skipping, restored: &restored)
        }
    }
}
