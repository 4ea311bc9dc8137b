import CGtk

// GTK 4.8 has no gtk_list_view_scroll_to (it came in 4.12). Its list and
// column views (a list view inside) do install the documented
// `list.scroll-to-item` action, which scrolls the least that shows an item;
// GIR describes no typed call for it, hence these hand-written methods.

extension ListView {
    /// Scrolls the least that shows the row at `position` (no change when it
    /// shows already); a position past the end is ignored.
    public func scrollTo(position: Int) { scrollListBase(to: position) }
}

extension ColumnView {
    /// Scrolls the least that shows the row at `position` (no change when it
    /// shows already); a position past the end is ignored.
    public func scrollTo(position: Int) {
        // The rows are a list view of the column view's own, where the action is.
        children.first { ListView.isInstance($0.pointer) }?.scrollListBase(to: position)
    }
}

extension Widget {
    /// Activates `list.scroll-to-item` on this list base for `position`.
    fileprivate func scrollListBase(to position: Int) {
        guard position >= 0, position <= Int(UInt32.max) else { return }
        gtk_widget_activate_action_variant(
            widget, "list.scroll-to-item", g_variant_new_uint32(guint(position)))
    }
}
