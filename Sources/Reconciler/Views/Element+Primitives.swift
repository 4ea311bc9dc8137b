extension Element {
    /// The primitive views this element describes at its top level, in
    /// order, with their modifiers applied, read without rendering.
    ///
    /// Groups, `ForEach` children, environment writes and modifiers are
    /// looked through; a component (a view with a body) is not rendered, so
    /// what it would show is not among them. For content read as data, such
    /// as the entries of a context menu, rather than mounted.
    @MainActor public var primitiveViews: [any PrimitiveView] {
        switch kind {
        case .empty, .component, .scope: []
        case .host(let view): [view]
        case .group(let children): children.flatMap(\.primitiveViews)
        case .lazyGroup(let group):
            (0..<group.count).flatMap { group.element(at: $0).primitiveViews }
        case .environment(_, let inner): inner.primitiveViews
        case .modifier(let modifier, let inner):
            inner.primitiveViews.map { modifier.apply(to: $0) }
        }
    }
}
