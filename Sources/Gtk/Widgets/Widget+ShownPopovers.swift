import CGtk

// GTK 4.8 never finalizes a popover that is still shown when it leaves the
// tree (unparented with its button, or destroyed with its window), nor one
// closed a moment before while its window's focus is still inside it (GTK
// gives the focus back a frame later): either way it stays alive with its
// content for the rest of the process. Closed, with the focus taken out of
// it, it goes with its parent.
extension Widget {
    /// Closes every popover shown in this widget's subtree, this widget
    /// included, those GTK made itself (a drop-down's list) too, and takes
    /// the window's focus out of them, shown or just closed.
    ///
    /// Call it before the subtree leaves its window or the window is
    /// destroyed, so the popovers are released with it. Each closed popover
    /// emits `closed` as a click outside it does.
    public func closeShownPopovers() {
        Widget.closeShownPopovers(under: widget)
    }

    private static func closeShownPopovers(under widget: UnsafeMutablePointer<GtkWidget>) {
        if g_type_check_instance_is_a(cast(widget), gtk_popover_get_type()) != 0 {
            if gtk_widget_get_visible(widget) != 0 { gtk_popover_popdown(cast(widget)) }
            if let root = gtk_widget_get_root(widget), let focus = gtk_root_get_focus(root),
                focus == widget || gtk_widget_is_ancestor(focus, widget) != 0
            {
                gtk_root_set_focus(root, nil)
            }
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            closeShownPopovers(under: current)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
