import CGtk

extension Window {
    /// The smallest size a person can give the window; -1 leaves a side free.
    public func setMinimumSize(width: Int, height: Int) {
        gtk_widget_set_size_request(widget, Int32(width), Int32(height))
    }

    /// The minimum size set with ``setMinimumSize(width:height:)``.
    public var minimumSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_widget_get_size_request(widget, &width, &height)
        return (Int(width), Int(height))
    }

    /// Takes the window out of its application, which then no longer runs
    /// for it (a hidden window).
    public func leaveApplication() {
        gtk_window_set_application(window, nil)
    }

    /// Whether the window belongs to an application.
    public var hasApplication: Bool { gtk_window_get_application(window) != nil }
}
