import Hooks

/// One mounted element: the reconciler's record of identity, state and place.
@MainActor final class Node {
    enum Kind {
        case empty
        case host
        case component
        case scope
        case group
        case environment
        case modifier
    }

    var element: Element
    let kind: Kind
    /// The parent; read only while this node is mounted (a parent outlives its
    /// mounted children), so no weak reference slows every retain of a node.
    unowned(unsafe) var parent: Node?
    // Unchecked, as `context` below and for the same reason: reading it
    // around calls kept a runtime exclusivity check per access. Every write
    // is an assignment or an append whose argument is made first.
    @exclusivity(unchecked) var children: [Node] = []
    let depth: Int

    /// Host instances this node puts directly into its nearest host ancestor.
    var hostCount = 0
    /// The platform instance (host nodes), set when the commit creates it.
    var instance: AnyObject?
    /// The props last sent to the host, modifiers applied (host nodes);
    /// ``NoProps`` until then.
    // Not an optional: a copy of an optional existential goes through the
    // runtime's generic witnesses of `Optional` (about 100 instructions),
    // one of an existential straight to its type's (a retain).
    @exclusivity(unchecked) var widget: any PrimitiveView = NoProps()

    /// ``widget``, leaving ``NoProps`` in its place: moved out, not copied.
    func takeWidget() -> any PrimitiveView {
        var taken: any PrimitiveView = NoProps()
        swap(&taken, &widget)
        return taken
    }

    /// The environment, generation and modifiers this node was last diffed with.
    // Unchecked: some accesses to it call out (an environment subscript), so
    // the optimizer would keep a runtime exclusivity check on every read of
    // it, also the one per unchanged row of a list (`skipRendering`). Every
    // write is an assignment on the main actor that calls no other code.
    @exclusivity(unchecked) var context: DiffContext
    /// The environment an environment node passes to its child, and its generation.
    var childEnvironment: EnvironmentValues?
    var childGeneration = 0

    var dispatcher: HookDispatcher?
    var isDirty = false
    var isMounted = true
    /// Whether the host renders this host node's widget itself, with the
    /// environment in its props (a `List`), set from its type when mounted.
    var isVirtualized = false
    /// Whether this host node's widget takes values from the environment (an
    /// `EnvironmentReadingView`), set from its type when mounted.
    var readsEnvironment = false

    init(element: Element, parent: Node?, context: DiffContext) {
        self.element = element
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        self.context = context
        self.kind = Kind(kindOf: element)
    }

    /// Whether `element` has this node's identity: same kind, type and key, or, in
    /// `refresh` (the refresh pass in progress, if any), a type of the same name.
    func matches(_ element: Element, in refresh: RefreshPass?) -> Bool {
        // Refresh/: only a type mismatch asks whether a refresh keeps the node.
        guard self.element.type == element.type else {
            return refresh.map { adoptsInRefresh(element, $0) } ?? false
        }
        return self.element.key == element.key && kind == Kind(kindOf: element)
    }

    /// The host instances of all children together.
    // A loop, not `reduce`: a closure passed to a nonisolated generic function
    // checks at run time that it runs on the main actor, on every call (about
    // 120 instructions per child of a list of rows).
    var childrenHostCount: Int {
        var count = 0
        for child in children { count += child.hostCount }
        return count
    }

    /// The host nodes this node contributes to its host parent, in order.
    func hostNodes(into nodes: inout [Node]) {
        if kind == .host {
            nodes.append(self)
        } else {
            for child in children { child.hostNodes(into: &nodes) }
        }
    }

    /// The name used in diagnostics: the nearest component's type.
    var componentName: String {
        var node: Node? = self
        while let current = node {
            if let dispatcher = current.dispatcher { return dispatcher.componentName }
            if case .component(let view) = current.element.kind { return "\(type(of: view))" }
            node = current.parent
        }
        return "the root"
    }
}

extension Node.Kind {
    init(kindOf element: Element) {
        switch element.kind {
        case .empty: self = .empty
        case .host: self = .host
        case .component: self = .component
        case .scope: self = .scope
        case .group, .lazyGroup: self = .group
        case .environment: self = .environment
        case .modifier: self = .modifier
        }
    }
}
