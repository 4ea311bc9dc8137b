import CGtk

extension Widget {
    /// Activates the action `name` (`"win.save"`, `"list.scroll-to-item"`)
    /// that this widget or one of its ancestors has, with `args` as its
    /// parameter (`gtk_widget_activate_action_variant`); false when no such
    /// action is found.
    ///
    /// GTK 4.8 has no `gtk_list_view_scroll_to`; a list view's own action
    /// scrolls it to a row:
    ///
    /// ```swift
    /// list.activateAction(name: "list.scroll-to-item", args: Variant(UInt32(900)))
    /// ```
    @discardableResult
    public func activateAction(name: String, args: Variant? = nil) -> Bool {
        gtk_widget_activate_action_variant(cast(pointer), name, args?.pointer) != 0
    }
}
