// Calling user code: component bodies and hook scopes, timed when profiling.

import Hooks

extension Renderer {
    func renderBody(of view: any View) -> Element {
        guard profile.isEnabled else { return body(of: view) }
        let start = ContinuousClock.now
        defer { profile.render += ContinuousClock.now - start }
        return body(of: view)
    }

    private func body<V: View>(of view: V) -> Element {
        Element(view.body)
    }

    func renderScope(_ node: Node, _ content: ScopeContent) -> Element {
        guard let dispatcher = node.dispatcher else { return Element.empty }
        dispatcher.environment = node.environment
        dispatcher.isHooksRulesAssertionDisabled =
            node.environment[HooksRulesAssertionDisabledKey.self]
        node.isDirty = false
        guard profile.isEnabled else { return dispatcher.render(content.render) }
        let start = ContinuousClock.now
        defer { profile.render += ContinuousClock.now - start }
        return dispatcher.render(content.render)
    }

    func makeDispatcher(for node: Node, owner: Any.Type) -> HookDispatcher {
        HookDispatcher(
            componentName: String(describing: owner), environment: node.environment,
            onUpdate: { [weak self, weak node] in
                guard let self, let node else { return }
                self.markDirty(node)
            })
    }
}

/// Whether a component can skip rendering: an equal `Equatable` value, or a
/// type with no stored properties (its output depends only on its hooks).
@MainActor func isSameView(_ old: any View, _ new: any View) -> Bool {
    if old is any Equatable { return areEqual(old, new) }
    return hasNoStoredProperties(new)
}

private func hasNoStoredProperties<V: View>(_ view: V) -> Bool {
    MemoryLayout<V>.size == 0
}
