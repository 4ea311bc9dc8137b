import CGtk

extension Widget {
    /// Adds a CSS style class such as `danger`; adding one twice is harmless.
    public func addCSSClass(_ name: String) {
        withCString(name) { gtk_widget_add_css_class(widget, $0) }
    }

    /// Removes a CSS style class; removing a missing one is harmless.
    public func removeCSSClass(_ name: String) {
        withCString(name) { gtk_widget_remove_css_class(widget, $0) }
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

    /// The color `name` as the style sheets that reach the widget define it
    /// (`@define-color name ...` in GTK's theme or the app's CSS), in the
    /// current color scheme; nil if none defines it.
    public func themeColor(named name: String) -> Pixel? {
        var color = GdkRGBA()
        guard
            gtk_style_context_lookup_color(gtk_widget_get_style_context(widget), name, &color) != 0
        else { return nil }
        return Pixel(color)
    }

    /// The text color GTK computes for the widget now (its CSS `color`).
    public var textColor: Pixel {
        var color = GdkRGBA()
        gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color)
        return Pixel(color)
    }

}

extension Pixel {
    /// The GDK color with each channel rounded to 0...255.
    init(_ color: GdkRGBA) {
        func channel(_ value: Float) -> UInt8 { UInt8((min(1, max(0, value)) * 255).rounded()) }
        self.init(
            red: channel(color.red), green: channel(color.green), blue: channel(color.blue),
            alpha: channel(color.alpha))
    }
}
