// Diffing one node: mount it, update it in place, or unmount it. The children
// of a node are matched in DiffChildren.swift; host calls are only recorded
// here and applied by the commit.

import Hooks

extension Renderer {
    /// Mounts `element` under `parent`: a new node with its subtree.
    ///
    /// Host instances inside are created and their children inserted; the
    /// node's own top-level host instances are left for the caller to insert.
    func mount(
        _ element: Element, parent: Node, environment: EnvironmentValues, generation: Int,
        modifiers: [any PrimitiveModifier]
    ) -> Node {
        let node = Node(
            element: element, parent: parent, environment: environment, generation: generation,
            modifiers: modifiers)
        switch element.kind {
        case .empty:
            break
        case .host(let widget):
            let widget = virtualized(applying(modifiers, to: widget), in: environment)
            node.widget = widget
            node.hostCount = 1
            operations.append(.create(node, widget))
            let content = mountedContent(of: widget)
            if case .empty = content.kind { return node }
            let child = mount(
                content, parent: node, environment: environment, generation: generation,
                modifiers: [])
            node.children = [child]
            insertHostNodes(of: child, into: node, at: 0)
            return node
        case .component(let view):
            let body = renderBody(of: view, in: node)
            mountChildren(of: node, [body], environment, generation, modifiers)
        case .scope(let content):
            node.dispatcher = makeDispatcher(for: node, owner: content.owner)
            let body = renderScope(node, content)
            mountChildren(of: node, [body], environment, generation, modifiers)
            enqueueEffects(of: node)
        case .group(let elements):
            let unique = repeatsKeys(elements) ? uniqueKeys(elements, in: node) : elements
            mountChildren(of: node, unique, environment, generation, modifiers)
        case .rows(let rows):
            let elements = (0..<rows.count).map { rows.element(at: $0) }
            let unique = repeatsKeys(elements) ? uniqueKeys(elements, in: node) : elements
            mountChildren(of: node, unique, environment, generation, modifiers)
        case .environment(let write, let content):
            let (inner, innerGeneration) = self.environment(below: node, writing: write)
            mountChildren(of: node, [content], inner, innerGeneration, modifiers)
        case .modifier(let modifier, let content):
            mountChildren(of: node, [content], environment, generation, modifiers + [modifier])
        }
        return node
    }

    private func mountChildren(
        of node: Node, _ elements: [Element], _ environment: EnvironmentValues, _ generation: Int,
        _ modifiers: [any PrimitiveModifier]
    ) {
        node.children.reserveCapacity(elements.count)
        for element in elements {
            let child = mount(
                element, parent: node, environment: environment, generation: generation,
                modifiers: modifiers)
            node.hostCount += child.hostCount
            node.children.append(child)
        }
    }

    /// Updates `node` (same identity as `element`) in place; its first host
    /// instance is at `offset` among `hostParent`'s children.
    func update(
        _ node: Node, with element: Element, hostParent: Node, offset: Int,
        environment: EnvironmentValues, generation: Int, modifiers: [any PrimitiveModifier]
    ) {
        let oldElement = node.element
        let oldEnvironment = node.environment
        let oldGeneration = node.generation
        let oldModifiers = node.modifiers
        node.element = element
        node.environment = environment
        node.generation = generation
        node.modifiers = modifiers
        switch element.kind {
        case .empty:
            return
        case .host(let widget):
            let widget = virtualized(applying(modifiers, to: widget), in: environment)
            if let old = node.widget { operations.append(.update(node, old: old, new: widget)) }
            node.widget = widget
            let content = mountedContent(of: widget)
            let contents: [Element]
            if case .empty = content.kind { contents = [] } else { contents = [content] }
            reconcileChildren(
                of: node, with: contents, hostParent: node, offset: 0, environment: environment,
                generation: generation, modifiers: [])
            return
        case .component(let view):
            // Modifiers from above are closures that cannot be compared: a
            // component under them re-renders so they reach its widgets.
            if case .component(let oldView) = oldElement.kind, modifiers.isEmpty,
                oldModifiers.isEmpty, isSameView(oldView, view)
            {
                if generation != oldGeneration {
                    propagateToChildren(
                        of: node, hostParent: hostParent, offset: offset, environment: environment,
                        generation: generation)
                }
                return
            }
            let body = renderBody(of: view, in: node)
            reconcileChildren(
                of: node, with: [body], hostParent: hostParent, offset: offset,
                environment: environment, generation: generation, modifiers: modifiers)
        case .scope(let content):
            let body = renderScope(node, content)
            reconcileChildren(
                of: node, with: [body], hostParent: hostParent, offset: offset,
                environment: environment, generation: generation, modifiers: modifiers)
            enqueueEffects(of: node)
        case .group(let elements):
            reconcileChildren(
                of: node, with: elements, hostParent: hostParent, offset: offset,
                environment: environment, generation: generation, modifiers: modifiers,
                checksKeys: true)
        case .rows(let rows):
            reconcileChildren(
                of: node, with: rows,
                ChildPlace(
                    hostParent: hostParent, offset: offset, environment: environment,
                    generation: generation, modifiers: modifiers),
                checksKeys: true)
        case .environment(let write, let content):
            var unchanged: EnvironmentValues?
            if case .environment(let oldWrite, _) = oldElement.kind,
                write.writesSameValue(as: oldWrite)
            {
                unchanged = oldEnvironment
            }
            let (inner, innerGeneration) = self.environment(
                below: node, writing: write, unchangedSince: unchanged,
                inputChanged: generation != oldGeneration)
            reconcileChildren(
                of: node, with: [content], hostParent: hostParent, offset: offset,
                environment: inner, generation: innerGeneration, modifiers: modifiers)
        case .modifier(let modifier, let content):
            reconcileChildren(
                of: node, with: [content], hostParent: hostParent, offset: offset,
                environment: environment, generation: generation, modifiers: modifiers + [modifier])
        }
        node.hostCount = node.children.reduce(0) { $0 + $1.hostCount }
    }

    /// Keeps the component `node` as last rendered, its value being the same
    /// (a memoized component): only an environment or context change that
    /// happened since reaches the scopes below that read it.
    func skipRendering(_ node: Node, _ place: ChildPlace) {
        // A generation names one environment: the same one needs no write.
        guard place.generation != node.generation else { return }
        node.environment = place.environment
        node.generation = place.generation
        propagateToChildren(
            of: node, hostParent: place.hostParent, offset: place.offset,
            environment: place.environment, generation: place.generation)
    }

    /// Unmounts `node`, whose first host instance is at `offset` in `hostParent`:
    /// removes its top-level instances and queues the teardown of its scopes.
    func unmount(_ node: Node, from hostParent: Node, at offset: Int) {
        var hosts: [Node] = []
        node.hostNodes(into: &hosts)
        for host in hosts {
            operations.append(.remove(host, parent: hostParent, index: offset))
        }
        collectDeletions(node)
    }

    private func collectDeletions(_ node: Node) {
        node.isMounted = false
        if node.dispatcher != nil { deletions.append(node) }
        for child in node.children { collectDeletions(child) }
    }

    /// Records inserts of `child`'s top-level host instances into `hostParent` from `offset` on.
    func insertHostNodes(of child: Node, into hostParent: Node, at offset: Int) {
        var hosts: [Node] = []
        child.hostNodes(into: &hosts)
        for (index, host) in hosts.enumerated() {
            operations.append(.insert(host, parent: hostParent, index: offset + index))
        }
    }

    private func applying(
        _ modifiers: [any PrimitiveModifier], to widget: any PrimitiveView
    ) -> any PrimitiveView {
        var widget = widget
        for modifier in modifiers.reversed() { widget = modifier.apply(to: widget) }
        return widget
    }

    /// The environment below an environment node.
    ///
    /// When its write is unchanged since the node saw `oldInput`, the entries
    /// it wrote keep their stamps, so readers below see no change (SEMANTICS
    /// C2, C3): with an unchanged input (`inputChanged` false) the last
    /// environment is kept whole; otherwise the writes are carried onto the new input.
    func environment(
        below node: Node, writing write: EnvironmentWrite,
        unchangedSince oldInput: EnvironmentValues? = nil, inputChanged: Bool = true
    ) -> (EnvironmentValues, Int) {
        var inner = node.environment
        if let oldInput, let kept = node.childEnvironment {
            if !inputChanged { return (kept, node.childGeneration) }
            inner.overlay(changesFrom: oldInput, to: kept)
        } else {
            write.apply(&inner)
        }
        node.childEnvironment = inner
        node.childGeneration = nextGeneration()
        return (inner, node.childGeneration)
    }

    private func enqueueEffects(of node: Node) {
        guard let dispatcher = node.dispatcher else { return }
        if dispatcher.hasLayoutEffects { layoutQueue.append(node) }
        if dispatcher.hasPassiveEffects { passiveQueue.append(node) }
    }
}
