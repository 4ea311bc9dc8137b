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
            cast(pointer), wrapperQuark, Unmanaged.passUnretained(self).toOpaque())
        isRegisteredWrapper = true
    }

    /// Forgets the wrapper registered on `object`; called by the wrapper's deinit.
    nonisolated static func unregisterWrapper(of object: gpointer) {
        g_object_set_qdata(cast(object), wrapperQuark, nil)
    }

    /// Whether `widget` has a registered wrapper.
    static func hasRegisteredWrapper(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        g_object_get_qdata(cast(widget), wrapperQuark) != nil
    }

    /// The wrapper of `widget`: the registered one, or a new plain `Widget`.
    static func wrapper(of widget: UnsafeMutablePointer<GtkWidget>) -> Widget {
        if let registered = g_object_get_qdata(cast(widget), wrapperQuark) {
            return Unmanaged<Widget>.fromOpaque(registered).takeUnretainedValue()
        }
        return Widget(sinking: widget)
    }

    /// The widget's parent, or nil at the top or when not in a tree.
    public var parent: Widget? {
        gtk_widget_get_parent(widget).map(Widget.wrapper(of:))
    }

    /// The widget's children in GTK's order, including those GTK made itself,
    /// except the tooltip GTK shows under the pointer (see `isTooltipWindow`).
    public var children: [Widget] {
        var result: [Widget] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            if !Widget.isTooltipWindow(current) { result.append(Widget.wrapper(of: current)) }
            child = gtk_widget_get_next_sibling(current)
        }
        return result
    }

    // GTK parents the tooltip it shows to the window under the pointer, and
    // keeps it for the display afterwards. Left out of the tree, a query's
    // answer never depends on where the pointer rests (a tooltip's label is
    // not found in place of a button's), and wrapping never holds GTK's
    // tooltip beyond the window.
    private static func isTooltipWindow(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let type = g_type_from_name("GtkTooltipWindow")
        guard type != 0 else { return false }  // no tooltip was ever made
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        return g_type_check_instance_is_a(instance, type) != 0
    }

    /// The widget and everything below it, depth first, parents before children.
    public var subtree: [Widget] {
        [self] + children.flatMap(\.subtree)
    }
}

extension Widget {
    /// The widgets below this one with handlers connected from Swift, depth
    /// first (those GTK made itself included), each wrapped, so that the
    /// array keeps them alive: what to block, besides the widget itself, so
    /// that changing a whole subtree made in Swift is not heard by its own
    /// handlers.
    public var descendantsWithHandlers: [Widget] {
        var result: [Widget] = []
        Widget.appendDescendantsWithHandlers(of: widget, to: &result)
        return result
    }

    private static func appendDescendantsWithHandlers(
        of parent: UnsafeMutablePointer<GtkWidget>, to result: inout [Widget]
    ) {
        var child = gtk_widget_get_first_child(parent)
        while let current = child {
            if let table = ConnectionTable.existing(of: current), !table.isEmpty {
                result.append(Widget.wrapper(of: current))
            }
            appendDescendantsWithHandlers(of: current, to: &result)
            child = gtk_widget_get_next_sibling(current)
        }
    }
}
