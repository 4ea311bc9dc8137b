import Widgets

extension TestHost {
    /// Chooses the tab titled `title` of `tabView` (the `TabStack` a
    /// `TabView` renders to, found by the `.tabView` role), as a click on it
    /// does, then flushes: the tab view's selection is written.
    ///
    /// ```swift
    /// try host.chooseTab("Archive", in: try #require(host.find(role: .tabView)))
    /// ```
    public func chooseTab(_ title: String, in tabView: TestWidget) throws {
        guard let tabs = tabView.view as? TabStack, let index = tabs.titles.firstIndex(of: title)
        else {
            throw TestHostError(description: "no tab \"\(title)\" in \(tabView.name): \(dump())")
        }
        tabs.select(index)
        if flushesAfterActions { flush() }
    }
}
