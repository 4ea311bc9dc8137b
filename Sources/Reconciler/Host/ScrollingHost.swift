/// A host that can scroll a mounted instance into view in the scrollable
/// container around it: what `ScrollViewReader` needs for content that is
/// not a list's rows (see ``Renderer/scrollToView(keyed:within:anchor:)``).
@MainActor public protocol ScrollingHost: Host {
    /// Scrolls the nearest scrollable container around `instance` so that
    /// `instance` shows, along each axis the container scrolls: the least
    /// scroll without `anchor`, else until the point `anchor` of the view
    /// lines up with the same point of the visible area, as far as the
    /// container's range allows. False when no container is around `instance`.
    func scrollIntoView(_ instance: Instance, anchor: ScrollAnchor?) -> Bool
}

extension AnyHost {
    /// Asks the host to scroll `instance` into view; false when the host cannot scroll.
    func scrollIntoView(_ instance: AnyObject, anchor: ScrollAnchor?) -> Bool {
        guard let host = base as? any ScrollingHost else { return false }
        return scroll(host, instance, anchor)
    }

    private func scroll<H: ScrollingHost>(_ host: H, _ instance: AnyObject, _ anchor: ScrollAnchor?)
        -> Bool
    {
        guard let instance = instance as? H.Instance else { return false }
        return host.scrollIntoView(instance, anchor: anchor)
    }
}
