import Widgets

extension TestHost {
    /// Clicks the sidebar toggle of `split`, a `NavigationSplitView`, then flushes.
    ///
    /// Its `columnVisibility` binding is written. `collapsed` says whether
    /// the view is taken as narrower than its collapse width (a TestHost
    /// view has no width).
    public func toggleSidebar(of split: TestWidget, collapsed: Bool = false) throws {
        guard let view = split.view as? NavigationSplitView else {
            throw TestHostError(
                description: "cannot toggle the sidebar of \(split.name): \(dump())")
        }
        view.toggleSidebar(collapsed: collapsed)
        if flushesAfterActions { flush() }
    }
}
