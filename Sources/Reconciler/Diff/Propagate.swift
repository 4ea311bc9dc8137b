// Environment and context changes below a component that did not re-render:
// walk its subtree and re-render only the scopes that read a changed key
// (SEMANTICS C2, C3), instead of every scope as SwiftUI Hooks does.

import Hooks

extension Renderer {
    /// Brings `node` to `place.context`, whose environment changed above it;
    /// the context's modifiers are the node's own (they did not change).
    func propagate(into node: Node, _ place: ChildPlace) {
        let old = node.context.environment
        let context = place.context
        if let dispatcher = node.dispatcher,
            dispatcher.readsChanges(from: old, to: context.environment)
        {
            update(node, with: node.element, place)
            return
        }
        node.context = context
        switch node.element.kind {
        case .host:
            propagateEnvironment(into: node, context.environment)
            propagateRead(into: node, context.environment)
            propagateToChildren(of: node, ChildPlace(hostParent: node, offset: 0, context: context))
        case .environment(let write, _):
            // The element is the one last rendered: its write did not change.
            let (inner, innerGeneration) = self.environment(
                below: node, writing: write, unchangedSince: old)
            var below = place
            below.context = context.seeing(inner, innerGeneration)
            propagateToChildren(of: node, below)
        default:
            propagateToChildren(of: node, place)
        }
    }

    /// Propagates the environment and generation of `place.context` into the
    /// children of `node`, each keeping its own modifiers.
    func propagateToChildren(of node: Node, _ place: ChildPlace) {
        var place = place
        let context = place.context
        for child in node.children {
            // The child's modifiers did not change: its context keeps them.
            place.context =
                child.context.modifiers.isEmpty && context.modifiers.isEmpty
                ? context : context.with(modifiers: child.context.modifiers)
            propagate(into: child, place)
            place.offset += child.hostCount
        }
        if node.kind != .host {
            node.hostCount = node.childrenHostCount
        }
    }
}
