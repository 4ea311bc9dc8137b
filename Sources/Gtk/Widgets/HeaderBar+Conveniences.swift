import CGtk

/// A window's title bar with widgets at its start and end (`GtkHeaderBar`).
@MainActor
extension HeaderBar {
    private var bar: OpaquePointer { cast(pointer) }

    /// The widget shown in the middle in place of the window title.
    public var titleWidget: Widget? {
        get { attachments["titleWidget"] as? Widget }
        set {
            attachments["titleWidget"] = newValue
            gtk_header_bar_set_title_widget(bar, newValue?.widget)
        }
    }

    /// Adds `child` at the start (left in left-to-right text), after the earlier ones.
    public func packStart(_ child: Widget) {
        gtk_header_bar_pack_start(bar, child.widget)
    }

    /// Adds `child` at the end (right in left-to-right text), before the earlier ones.
    public func packEnd(_ child: Widget) {
        gtk_header_bar_pack_end(bar, child.widget)
    }

    /// Removes a child added with ``packStart(_:)`` or ``packEnd(_:)``.
    public func remove(_ child: Widget) {
        gtk_header_bar_remove(bar, child.widget)
    }
}

extension Window {
    /// The widget drawn as the window's title bar, such as a ``HeaderBar``.
    public func setTitlebar(_ titlebar: Widget?) {
        gtk_window_set_titlebar(window, titlebar?.widget)
    }
}
