// Restart with state, for the rows of a virtualized list: each row is a root of
// its own, so the walk by path (Renderer+HookPaths) goes on into the rows the
// list keeps, and the values of rows not shown wait here for their row.

import Hooks

/// Saved hook values of the rows of one list, by path, waiting for their rows to be shown.
@MainActor final class SavedRowValues {
    /// The list's path.
    let listPath: String
    /// The values not restored yet, by path and slot.
    var values: [String: [Int: Any]]
    /// Converts a saved value to its slot's type.
    var carry: HookValueCarry

    init(listPath: String, values: [String: [Int: Any]], carry: @escaping HookValueCarry) {
        self.listPath = listPath
        self.values = values
        self.carry = carry
    }
}

extension VirtualizedRows {
    /// The path of the row with `key` of the list at `listPath`: the list's path and the
    /// key, so the same row has the same path in the next process.
    static func rowPath(in listPath: String, key: AnyHashable) -> String {
        "\(listPath)/[row]#\(key.base)"
    }

    /// Calls `body` with the key and renderer of each row with hook state on screen.
    func visitKeptRows(_ body: (AnyHashable, Renderer) -> Void) {
        for (key, slotID) in slots {
            if let root = bound[slotID]?.root { body(key, root.renderer) }
        }
    }

    /// Calls `body` with the key and the kept hook state of each row with hook state
    /// off screen.
    func visitKeptStates(_ body: (AnyHashable, RowHookState) -> Void) {
        for (key, state) in kept { body(key, state) }
    }

    /// Restores the saved values of the rows of the list at `listPath` that `walk` has:
    /// the rows shown or kept off screen now, the others when they are shown (see
    /// ``bind(_:)``).
    func restoreHookValues(listPath: String, _ walk: inout HookValueRestore) {
        let prefix = VirtualizedRows.rowPath(in: listPath, key: "")
        var saved = walk.values.filter {
            $0.key.hasPrefix(prefix) && !walk.skipping.contains($0.key)
        }
        guard !saved.isEmpty else { return }
        visitKeptRows { key, renderer in
            walk.visit(
                renderer.root, path: VirtualizedRows.rowPath(in: listPath, key: key),
                host: renderer.host)
        }
        visitKeptStates { key, state in
            walk.visit(state, path: VirtualizedRows.rowPath(in: listPath, key: key))
        }
        saved = saved.filter { !walk.restored.contains($0.key) }
        guard !saved.isEmpty else { return }
        walk.restored.formUnion(saved.keys)
        if let savedRows {
            savedRows.values.merge(saved) { _, new in new }
            savedRows.carry = walk.carry
        } else {
            savedRows = SavedRowValues(listPath: listPath, values: saved, carry: walk.carry)
        }
    }

    /// Puts the saved values of the row with `key` into `root`, just rendered, and
    /// forgets them; each time the row took any, `render` renders it again (before the
    /// host shows it), and components that render mounted take theirs (up to 5 rounds).
    func restoreSavedValues(into root: RowRoot, key: AnyHashable, render: () -> Void) {
        for _ in 0..<5 {
            guard let savedRows else { return }
            var walk = HookValueRestore(
                values: savedRows.values, carry: savedRows.carry, skipping: [])
            walk.visit(
                root.renderer.root, path: VirtualizedRows.rowPath(in: savedRows.listPath, key: key),
                host: root.renderer.host)
            guard !walk.restored.isEmpty else { return }
            for path in walk.restored { savedRows.values.removeValue(forKey: path) }
            if savedRows.values.isEmpty { self.savedRows = nil }
            render()
        }
    }
}
