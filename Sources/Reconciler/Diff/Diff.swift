// Diffing one node: mount it, update it in place, or unmount it. The children
// of a node are matched in DiffChildren.swift; host calls are only recorded
// here and applied by the commit.

import Hooks

extension Renderer {
    /// Mounts `element` under `parent`: a new node with its subtree.
    ///
    /// Host instances inside are created and their children inserted; the
    /// node's own top-level host instances are left for the caller to insert.
    func mount(_ element: Element, parent: Node, context: DiffContext) -> Node {
        let node = Node(element: element, parent: parent, context: context)
        switch element.kind {
        case .empty:
            break
        case .host(let widget):
            let content = setHostProps(of: node, widget, context, typeChanged: true)
            node.hostCount = 1
            operations.append(.create(node))
            if case .empty = content.kind { return node }
            let child = mount(content, parent: node, context: context.belowPrimitive)
            node.children = [child]
            insertHostNodes(of: child, into: node, at: 0)
            return node
        case .component(let view):
            let body = renderBody(of: view, in: node)
            mountChild(of: node, body, context)
        case .scope(let content):
            node.dispatcher = makeDispatcher(for: node, owner: content.owner)
            let body = renderScope(node, content)
            mountChild(of: node, body, context)
            effects.enqueue(node)
        case .group(let elements):
            let unique = repeatsKeys(elements) ? uniqueKeys(elements, in: node) : elements
            mountChildren(of: node, unique, context)
        case .lazyGroup(let group):
            let elements = (0..<group.count).map { group.element(at: $0) }
            guard repeatsKeys(elements) else {
                mountChildren(of: node, elements, context)
                break
            }
            group.keysWereRenamed()
            mountChildren(of: node, uniqueKeys(elements, in: node), context)
        case .environment(let write, let content):
            let (inner, innerGeneration) = self.environment(below: node, writing: write)
            mountChild(of: node, content, context.seeing(inner, innerGeneration))
        case .modifier(let modifier, let content):
            mountChild(of: node, content, context.adding(modifier))
        }
        return node
    }

    /// Mounts `element` as the only child of `node`: no list of one to make.
    private func mountChild(of node: Node, _ element: Element, _ context: DiffContext) {
        let child = mount(element, parent: node, context: context)
        node.hostCount = child.hostCount
        node.children = [child]
    }

    private func mountChildren(of node: Node, _ elements: [Element], _ context: DiffContext) {
        node.children.reserveCapacity(elements.count)
        for element in elements {
            let child = mount(element, parent: node, context: context)
            node.hostCount += child.hostCount
            node.children.append(child)
        }
    }

    /// Updates `node` (same identity as `element`) in place at `place`.
    ///
    /// Its first host instance is at `place.offset` among `place.hostParent`'s
    /// children. `differs`: the caller found the component's view unequal to
    /// the one the node last rendered, so it is not compared again.
    func update(_ node: Node, with element: Element, _ place: ChildPlace, differs: Bool = false) {
        let context = place.context
        let oldElement = node.element
        let old = node.context
        node.element = element
        node.context = context
        switch element.kind {
        case .empty:
            return
        case .host(let widget):
            // Taken, not copied: the operation keeps the previous props.
            let old = node.takeWidget()
            let content = setHostProps(
                of: node, widget, context, typeChanged: oldElement.type != element.type)
            recordUpdate(of: node, from: old)
            let below = ChildPlace(hostParent: node, offset: 0, context: context.belowPrimitive)
            if case .empty = content.kind {
                // A widget without children, as before: nothing to match.
                if node.children.isEmpty { return }
                reconcileChildren(of: node, with: [], below)
            } else {
                reconcileChild(of: node, with: content, below)
            }
            return
        case .component(let view):
            // Modifiers from above are closures that cannot be compared: a
            // component under them re-renders so they reach its widgets.
            if !differs, case .component(let oldView) = oldElement.kind, context.modifiers.isEmpty,
                old.modifiers.isEmpty, isSameView(oldView, view)
            {
                if context.generation != old.generation { propagateToChildren(of: node, place) }
                return
            }
            let body = renderBody(of: view, in: node)
            reconcileChild(of: node, with: body, place)
        case .scope(let content):
            let body = renderScope(node, content)
            reconcileChild(of: node, with: body, place)
            effects.enqueue(node)
        case .group(let elements):
            reconcileChildren(of: node, with: elements, place, checksKeys: true)
        case .lazyGroup(let group):
            var previous: LazyGroup?
            if case .lazyGroup(let group) = oldElement.kind { previous = group }
            group.reconcile(node, following: previous, in: self, place)
        case .environment(let write, let content):
            var unchanged: EnvironmentValues?
            if case .environment(let oldWrite, _) = oldElement.kind,
                write.writesSameValue(as: oldWrite)
            {
                unchanged = old.environment
            }
            let (inner, innerGeneration) = self.environment(
                below: node, writing: write, unchangedSince: unchanged,
                inputChanged: context.generation != old.generation)
            var below = place
            below.context = context.seeing(inner, innerGeneration)
            reconcileChild(of: node, with: content, below)
        case .modifier(let modifier, let content):
            var below = place
            below.context = context.adding(modifier)
            reconcileChild(of: node, with: content, below)
        }
        node.hostCount = node.childrenHostCount
    }

    /// Records the update of `node`'s widget from `old` to the props it now
    /// holds, unless the host takes them at once because they write nothing.
    private func recordUpdate(of node: Node, from old: consuming any PrimitiveView) {
        if let instance = node.instance, host.updateWithoutWrites(instance, old, node.widget) {
            return
        }
        operations.appendUpdate(of: node, from: old)
    }

    /// Keeps the component `node` as last rendered, its value being the same
    /// (a memoized component): only an environment or context change that
    /// happened since reaches the scopes below that read it.
    func skipRendering(_ node: Node, _ place: ChildPlace) {
        // A generation names one environment: the same one needs no write.
        guard place.context.generation != node.context.generation else { return }
        node.context = place.context
        propagateToChildren(of: node, place)
    }

    /// Unmounts `node`, whose first host instance is at `offset` in `hostParent`:
    /// removes its top-level instances and queues the teardown of its scopes.
    func unmount(_ node: Node, from hostParent: Node, at offset: Int) {
        appendRemoves(of: node, from: hostParent, at: offset)
        collectDeletions(node)
    }

    // Recursion instead of a gathered array (`Node.hostNodes(into:)`): an
    // array per row would be an allocation per row. Not a shared walk taking
    // a closure either: with the closure, creating a row cost about 2,000
    // instructions more in the Swift runtime.
    private func appendRemoves(of node: Node, from hostParent: Node, at offset: Int) {
        if node.kind == .host {
            operations.append(.remove(node, parent: hostParent, index: offset))
        } else {
            for child in node.children { appendRemoves(of: child, from: hostParent, at: offset) }
        }
    }

    private func collectDeletions(_ node: Node) {
        node.isMounted = false
        if node.dispatcher != nil { effects.delete(node) }
        for child in node.children { collectDeletions(child) }
    }

    /// Records inserts of `child`'s top-level host instances into `hostParent` from `offset` on.
    func insertHostNodes(of child: Node, into hostParent: Node, at offset: Int) {
        var index = offset
        appendInserts(of: child, into: hostParent, at: &index)
    }

    private func appendInserts(of node: Node, into hostParent: Node, at index: inout Int) {
        if node.kind == .host {
            operations.append(.insert(node, parent: hostParent, index: index))
            index += 1
        } else {
            for child in node.children { appendInserts(of: child, into: hostParent, at: &index) }
        }
    }

    /// Sets `node.widget` to the props sent for `widget` under `context`, and
    /// returns the children to mount for it.
    ///
    /// The props are `widget` with the modifiers from above applied, what it
    /// reads of the environment (an `EnvironmentReadingView`), and the
    /// environment when the host virtualizes the widget (which then has no
    /// children to mount). Whether it does either is looked up when the
    /// node's type is new (`typeChanged`: a mount, or a refresh that kept the
    /// node) and kept on the node for its updates.
    private func setHostProps(
        of node: Node, _ widget: any PrimitiveView, _ context: DiffContext, typeChanged: Bool
    ) -> Element {
        guard context.modifiers.isEmpty else {
            var modified = widget
            for modifier in context.modifiers.reversed() { modified = modifier.apply(to: modified) }
            return setProps(of: node, modified, context, typeChanged: typeChanged)
        }
        // No modifier from above, the usual case: the widget is stored as it
        // came, with no working copy.
        return setProps(of: node, widget, context, typeChanged: typeChanged)
    }

    private func setProps(
        of node: Node, _ widget: any PrimitiveView, _ context: DiffContext, typeChanged: Bool
    ) -> Element {
        if typeChanged {
            let traits = ViewTraits.of(existential: widget)
            node.isVirtualized = host.virtualizes && traits.isVirtualized
            node.readsEnvironment = traits.readsEnvironment
        }
        guard node.isVirtualized else {
            node.widget =
                node.readsEnvironment ? reading(widget, in: context.environment) : widget
            return widget.content
        }
        node.widget = virtualizing(widget, in: context.environment)
        return Element.empty
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
        var inner = node.context.environment
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
}
