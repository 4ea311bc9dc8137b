extension Renderer {
    /// Whether any component this renderer mounted keeps hook state.
    ///
    /// A host may reuse the widgets of a root without hook state for other
    /// content (a virtualized list recycles stateless rows this way).
    public var hasHookState: Bool { root.hasHookStateInSubtree }
}

extension Node {
    fileprivate var hasHookStateInSubtree: Bool {
        if dispatcher != nil { return true }
        for child in children where child.hasHookStateInSubtree { return true }
        return false
    }
}
