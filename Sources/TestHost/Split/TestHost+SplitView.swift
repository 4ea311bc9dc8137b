import Widgets

extension TestHost {
    /// Drags divider `divider` (0, the first, by default) of `split`, an
    /// `HSplitView` or `VSplitView`, to `position` pixels from its start,
    /// then flushes: the split view's `splitPosition` binding is written.
    ///
    /// ```swift
    /// try host.dragDivider(of: try #require(host.find(role: .splitView)), to: 240)
    /// ```
    public func dragDivider(_ divider: Int = 0, of split: TestWidget, to position: Int) throws {
        guard let panes = split.view as? any SplitPanes else {
            throw TestHostError(description: "cannot drag a divider of \(split.name): \(dump())")
        }
        panes.moveDivider(divider, to: position)
        if flushesAfterActions { flush() }
    }
}
