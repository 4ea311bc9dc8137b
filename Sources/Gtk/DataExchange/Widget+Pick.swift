import CGtk

extension Widget {
    /// The deepest widget at (x, y) in this widget's coordinates that takes
    /// input (`gtk_widget_pick`), or nil when the point is outside it.
    public func descendant(atX x: Double, y: Double) -> Widget? {
        gtk_widget_pick(widget, x, y, GTK_PICK_DEFAULT).map(Widget.wrapper(of:))
    }
}
