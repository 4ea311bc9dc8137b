// Moving a row's hook state between roots: the dispatchers of its components
// leave the tree when the row leaves its slot, and go into the components at
// the same places of the tree that shows the row next. The widgets stay where
// they are, for whatever row that root shows next.

import Hooks

extension RowRoot {
    /// Takes the row's hook state out of the tree, leaving its widgets as they are.
    ///
    /// Nil when no component keeps any. The tree then has no dispatcher until the
    /// next ``render(_:in:version:giving:)``.
    func takeState() -> RowHookState? {
        guard hasScopes else { return nil }
        // Effects of the last render first, as before any next pass (E6).
        renderer.effects.runPassive()
        var scopes: [(path: [RowScopeStep], dispatcher: HookDispatcher)] = []
        visitScopes { node, path in
            guard let dispatcher = node.dispatcher else { return }
            // Off screen, a change is kept and shown when the row renders again.
            dispatcher.onUpdate = {}
            node.dispatcher = nil
            node.isDirty = false
            scopes.append((path, dispatcher))
        }
        guard !scopes.isEmpty else { return nil }
        lacksDispatchers = true
        return RowHookState(
            scopes: scopes, position: position, refreshesSeen: renderer.refreshesSeen)
    }

    /// Gives each component of the tree without a dispatcher the one `state` kept
    /// at its place, or a new one, and queues it to render in the next pass
    /// (a memoized parent would otherwise keep it as the last row rendered it).
    func giveDispatchers(from state: RowHookState?) {
        lacksDispatchers = false
        visitScopes { node, path in
            guard node.dispatcher == nil, case .scope(let content) = node.element.kind else {
                return
            }
            if let kept = state?.take(path) {
                adopt(kept, into: node)
            } else {
                node.dispatcher = renderer.makeDispatcher(for: node, owner: content.owner)
                queueRender(of: node)
            }
        }
    }

    /// Puts the dispatchers of `state` left over by ``giveDispatchers(from:)`` into
    /// their components, now that a render made their places, replacing the new
    /// ones made there, and calls `render` again while any was put; the ones the
    /// row no longer renders are unmounted.
    func adoptRemaining(of state: RowHookState, render: () -> Void) {
        for _ in 0..<5 where !state.scopes.isEmpty {
            var adopted = false
            visitScopes { node, path in
                guard let kept = state.take(path) else { return }
                node.dispatcher?.dispose()
                adopt(kept, into: node)
                adopted = true
            }
            guard adopted else { break }
            render()
        }
        state.dispose()
    }

    private func adopt(_ dispatcher: HookDispatcher, into node: Node) {
        // As `Renderer.makeDispatcher(for:owner:)` does for a new one.
        dispatcher.onUpdate = { [weak renderer, unowned node] in renderer?.markDirty(node) }
        node.dispatcher = dispatcher
        queueRender(of: node)
    }

    /// Queues `node` for the next pass, which the caller starts: no pass is scheduled.
    private func queueRender(of node: Node) {
        let updates = renderer.updates
        let wasRendering = updates.isRendering
        updates.isRendering = true
        _ = updates.enqueue(node, duringPassiveEffects: false)
        updates.isRendering = wasRendering
    }

    /// Calls `body` with each component of the tree that has (or had) hook state,
    /// parents first, and its path from the root.
    private func visitScopes(_ body: (Node, [RowScopeStep]) -> Void) {
        var path: [RowScopeStep] = []
        renderer.root.visitScopes(&path, body)
    }
}

extension Node {
    fileprivate func visitScopes(
        _ path: inout [RowScopeStep], _ body: (Node, [RowScopeStep]) -> Void
    ) {
        for (index, child) in children.enumerated() {
            path.append(
                RowScopeStep(index: index, type: child.element.type, key: child.element.key))
            if child.kind == .scope { body(child, path) }
            child.visitScopes(&path, body)
            path.removeLast()
        }
    }
}
