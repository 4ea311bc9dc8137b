// Calling user code: component bodies and hook scopes, timed when profiling.

import Hooks

extension Renderer {
    func renderBody(of view: any View, in node: Node) -> Element {
        updates.rendering(node) {
            guard profile.isEnabled else { return body(of: view) }
            let start = ContinuousClock.now
            defer { profile.render += ContinuousClock.now - start }
            return body(of: view)
        }
    }

    private func body<V: View>(of view: V) -> Element {
        V._makeBodyElement(view)
    }

    func renderScope(_ node: Node, _ content: ScopeContent) -> Element {
        guard let dispatcher = node.dispatcher else { return Element.empty }
        // The environment carries the rules-of-hooks switch (R3) too.
        dispatcher.environment = node.context.environment
        node.isDirty = false
        guard refresh == nil else {
            return updates.rendering(node) { dispatcher.renderMatchingRefresh(content.render) }
        }
        return updates.rendering(node) {
            guard profile.isEnabled else { return dispatcher.render(content.render) }
            let start = ContinuousClock.now
            defer { profile.render += ContinuousClock.now - start }
            return dispatcher.render(content.render)
        }
    }

    func makeDispatcher(for node: Node, owner: Any.Type) -> HookDispatcher {
        HookDispatcher(
            componentName: String(describing: owner), environment: node.context.environment,
            onUpdate: { [weak self, unowned node] in
                // The node outlives its dispatcher's updates: it is kept until
                // `dispose()`, after which a dispatcher never calls back.
                self?.markDirty(node)
            })
    }
}
