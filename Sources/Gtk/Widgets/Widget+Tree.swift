import CGtk

// Each Widget registers itself on its GObject (qdata, unretained) so that
// walking GTK's tree finds the wrapper the app made. Widgets GTK made itself
// (a button's label, an entry's text) get a plain `Widget` wrapper on demand.

// Not g_quark_from_static_string: Swift passes a temporary copy of the
// literal, and GLib would keep comparing other keys against freed memory.
/// The qdata key under which a GtkWidget points to its Swift wrapper.
private let wrapperQuark = g_quark_from_string("gtkhooks-widget")

extension Widget {
    /// Records `self` as the wrapper of its GtkWidget.
    func registerAsWrapper() {
        g_object_set_qdata(
            gtkhooks_object(pointer), wrapperQuark, Unmanaged.passUnretained(self).toOpaque())
    }

    /// Forgets `self` as the wrapper; called by the deinit.
    func unregisterAsWrapper() {
        g_object_set_qdata(gtkhooks_object(pointer), wrapperQuark, nil)
    }

    /// The wrapper of `widget`: the registered one, or a new plain `Widget`.
    static func wrapper(of widget: UnsafeMutablePointer<GtkWidget>) -> Widget {
        if let registered = g_object_get_qdata(gtkhooks_object(widget), wrapperQuark) {
            return Unmanaged<Widget>.fromOpaque(registered).takeUnretainedValue()
        }
        return Widget(sinking: widget)
    }

    /// The widget's parent, or nil at the top or when not in a tree.
    public var parent: Widget? {
        gtk_widget_get_parent(widget).map(Widget.wrapper(of:))
    }

    /// The widget's children in GTK's order, including those GTK made itself.
    public var children: [Widget] {
        var result: [Widget] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            result.append(Widget.wrapper(of: current))
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    /// The widget and everything below it, depth first, parents before children.
    public var subtree: [Widget] {
        [self] + children.flatMap(\.subtree)
    }
}
