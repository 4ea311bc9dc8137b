import CGtk

extension Window {
    /// Whether a person can resize the window (`gtk_window_set_resizable`).
    public var isResizable: Bool {
        get { gtk_window_get_resizable(window) != 0 }
        set { gtk_window_set_resizable(window, newValue ? 1 : 0) }
    }

    /// Whether the window is maximized; setting asks the window manager.
    public var isMaximized: Bool {
        get { gtk_window_is_maximized(window) != 0 }
        set { newValue ? gtk_window_maximize(window) : gtk_window_unmaximize(window) }
    }

    /// Whether the window is fullscreen; setting asks the window manager.
    public var isFullscreen: Bool {
        get { gtk_window_is_fullscreen(window) != 0 }
        set { newValue ? gtk_window_fullscreen(window) : gtk_window_unfullscreen(window) }
    }

    /// Whether the window blocks input to the other windows of the app.
    public var isModal: Bool {
        get { gtk_window_get_modal(window) != 0 }
        set { gtk_window_set_modal(window, newValue ? 1 : 0) }
    }

    /// The window this one stays above and is centred on (a dialog's parent).
    public func setTransient(for parent: Window?) {
        gtk_window_set_transient_for(window, parent?.window)
    }

    /// Whether the window is transient for `parent`.
    public func isTransient(for parent: Window) -> Bool {
        gtk_window_get_transient_for(window) == parent.window
    }

    /// Whether a close only hides the window (`hide-on-close`).
    public var hidesOnClose: Bool {
        get { gtk_window_get_hide_on_close(window) != 0 }
        set { gtk_window_set_hide_on_close(window, newValue ? 1 : 0) }
    }

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
