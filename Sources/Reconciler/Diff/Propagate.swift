// Environment and context changes below a component that did not re-render:
// walk its subtree and re-render only the scopes that read a changed key
// (SEMANTICS C2, C3), instead of every scope as SwiftUI Hooks does.

import Hooks

extension Renderer {
    func propagate(
        into node: Node, hostParent: Node, offset: Int, environment: EnvironmentValues,
        generation: Int
    ) {
        let old = node.environment
        if let dispatcher = node.dispatcher,
            dispatcher.readsChanges(from: old, to: environment)
        {
            update(
                node, with: node.element, hostParent: hostParent, offset: offset,
                environment: environment, generation: generation, modifiers: node.modifiers)
            return
        }
        node.environment = environment
        node.generation = generation
        switch node.element.kind {
        case .host:
            propagateEnvironment(into: node, environment)
            propagateToChildren(
                of: node, hostParent: node, offset: 0, environment: environment,
                generation: generation)
        case .environment(let write, _):
            // The element is the one last rendered: its write did not change.
            let (inner, innerGeneration) = self.environment(
                below: node, writing: write, unchangedSince: old)
            propagateToChildren(
                of: node, hostParent: hostParent, offset: offset, environment: inner,
                generation: innerGeneration)
        default:
            propagateToChildren(
                of: node, hostParent: hostParent, offset: offset, environment: environment,
                generation: generation)
        }
    }

    func propagateToChildren(
        of node: Node, hostParent: Node, offset: Int, environment: EnvironmentValues,
        generation: Int
    ) {
        var offset = offset
        for child in node.children {
            propagate(
                into: child, hostParent: hostParent, offset: offset, environment: environment,
                generation: generation)
            offset += child.hostCount
        }
        if node.kind != .host {
            node.hostCount = node.children.reduce(0) { $0 + $1.hostCount }
        }
    }
}
