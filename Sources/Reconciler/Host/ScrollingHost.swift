/// A host that can scroll a mounted instance into view in the scrollable
/// container around it: what `ScrollViewReader` needs for content that is
/// not a list's rows (see ``Renderer/scrollToView(keyed:within:anchor:)``).
@MainActor public protocol ScrollingHost: Host {
    /// Scrolls the nearest scrollable container around `instance` so that
    /// `instance` shows: the least scroll without `anchor`, else until the
    /// point `anchor` of its height (0 top, 0.5 middle, 1 bottom) lines up
    /// with the same point of the visible area, as far as the container's
    /// range allows. False when no container is around `instance`.
    func scrollIntoView(_ instance: Instance, anchor: Double?) -> Bool
}

extension AnyHost {
    /// Asks the host to scroll `instance` into view; false when the host cannot scroll.
    func scrollIntoView(_ instance: AnyObject, anchor: Double?) -> Bool {
        guard let host = base as? any ScrollingHost else { return false }
        return scroll(host, instance, anchor)
    }

    private func scroll<H: ScrollingHost>(_ host: H, _ instance: AnyObject, _ anchor: Double?)
        -> Bool
    {
        guard let instance = instance as? H.Instance else { return false }
        return host.scrollIntoView(instance, anchor: anchor)
    }
}
