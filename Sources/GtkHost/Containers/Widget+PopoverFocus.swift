import Gtk

extension Gtk.Widget {
    /// Focuses this widget, a popover's anchor, when its window has no focus.
    ///
    /// GTK 4.8's popover, opened with nothing focusable in it while its
    /// window has no focus widget, asks whether that missing widget is its
    /// ancestor (`gtk_popover_focus` asks `gtk_widget_is_ancestor` of a null widget:
    /// a critical). A click on the anchor focuses it anyway; a popover the
    /// app opens gets the same. An anchor that cannot take focus leaves the
    /// critical to GTK.
    func focusBeforePopover() {
        guard let root, root.focus() == nil else { return }
        _ = grabFocus()
    }
}
