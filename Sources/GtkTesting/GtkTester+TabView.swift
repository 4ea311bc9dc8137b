import Gtk

extension GtkTester {
    /// The buttons of the row of tabs of `tabView`, in the order of the pages.
    ///
    /// `tabView` is the row of tabs (the `GtkStackSwitcher` that
    /// `find(role: .tabView)` finds) or the box around it and the pages.
    public func tabButtons(of tabView: Gtk.Widget) -> [Gtk.Widget] {
        // Matched by GTK type: the Swift wrapper of the switcher, which no
        // handler keeps, may be a plain `Widget` made again.
        let isSwitcher = { (widget: Gtk.Widget) in widget.typeName == "GtkStackSwitcher" }
        let switcher = isSwitcher(tabView) ? tabView : tabView.children.first(where: isSwitcher)
        return switcher?.children ?? []
    }

    /// Clicks the tab titled `title` of `tabView`, as the user does.
    public func chooseTab(_ title: String, in tabView: Gtk.Widget) throws {
        let inside = tabView.children.first { $0 is Stack } as? Stack
        let beside = tabView.parent?.children.first { $0 is Stack } as? Stack
        guard let stack = inside ?? beside,
            let index = stack.children.firstIndex(where: { stack.page(child: $0)?.title == title }),
            tabButtons(of: tabView).indices.contains(index)
        else {
            throw GtkTesterError.notFound("no tab \"\(title)\"; the tree is:\n\(dump())")
        }
        try click(tabButtons(of: tabView)[index])
    }
}
