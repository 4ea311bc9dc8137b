import CGtk

extension Widget {
    /// Adds a CSS style class such as `danger`; adding one twice is harmless.
    public func addCSSClass(_ name: String) {
        gtk_widget_add_css_class(widget, name)
    }

    /// Removes a CSS style class; removing a missing one is harmless.
    public func removeCSSClass(_ name: String) {
        gtk_widget_remove_css_class(widget, name)
    }

    /// Whether the widget has the CSS style class `name`.
    public func hasCSSClass(_ name: String) -> Bool {
        gtk_widget_has_css_class(widget, name) != 0
    }

    /// Every CSS style class of the widget, in GTK's order.
    public var cssClasses: [String] {
        guard let classes = gtk_widget_get_css_classes(widget) else { return [] }
        defer { g_strfreev(classes) }
        var names: [String] = []
        var index = 0
        while let name = classes[index] {
            names.append(String(cString: name))
            index += 1
        }
        return names
    }

    /// The widget's opacity, from 0 (invisible) to 1.
    public var opacity: Double {
        get { gtk_widget_get_opacity(widget) }
        set { gtk_widget_set_opacity(widget, newValue) }
    }
}
