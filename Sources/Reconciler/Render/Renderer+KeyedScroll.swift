extension Renderer {
    /// Scrolls the first mounted view keyed `key` inside the view keyed `scope` into view.
    ///
    /// The key is one given by `.id(_:)` or a `ForEach`; the host's
    /// ``ScrollingHost/scrollIntoView(_:anchor:)`` gets the view's first host
    /// instance. False when no such view is mounted, it has no instance, or
    /// the host cannot scroll it.
    ///
    /// Keys are unique among siblings only, so the search is scoped: a
    /// `ScrollViewReader` keys its content. It walks the scope's subtree,
    /// which a scroll request (a user's action) can afford.
    public func scrollToView(
        keyed key: AnyHashable, within scope: AnyHashable, anchor: ScrollAnchor?
    )
        -> Bool
    {
        guard let scopeNode = root.firstDescendant(keyed: ElementKey(scope)),
            let node = scopeNode.firstDescendant(keyed: ElementKey(key)),
            let instance = node.firstHostInstance
        else { return false }
        return host.scrollIntoView(instance, anchor: anchor)
    }
}

extension Node {
    /// This node or the first node below it (depth first, in order) keyed `key`.
    fileprivate func firstDescendant(keyed key: ElementKey) -> Node? {
        if element.key == key { return self }
        for child in children where child.isMounted {
            if let found = child.firstDescendant(keyed: key) { return found }
        }
        return nil
    }

    /// The instance of this host node, or of the first host node below it.
    fileprivate var firstHostInstance: AnyObject? {
        if kind == .host, let instance { return instance }
        for child in children {
            if let found = child.firstHostInstance { return found }
        }
        return nil
    }
}
