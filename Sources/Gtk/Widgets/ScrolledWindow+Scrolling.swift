import CGtk

extension ScrolledWindow {
    /// How far the content is scrolled down, in pixels; setting it scrolls
    /// (clamped by GTK to the scrollable range).
    public var verticalOffset: Double {
        get { gtk_adjustment_get_value(verticalAdjustment) }
        set { gtk_adjustment_set_value(verticalAdjustment, newValue) }
    }

    /// The largest ``verticalOffset``: the content height minus the visible height.
    public var maximumVerticalOffset: Double {
        let adjustment = verticalAdjustment
        return gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    }

    private var verticalAdjustment: UnsafeMutablePointer<GtkAdjustment> {
        gtk_scrolled_window_get_vadjustment(gtkhooks_scrolled_window(pointer))
    }
}
