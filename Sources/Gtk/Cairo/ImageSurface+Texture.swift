import CGtk

extension Cairo.ImageSurface {
    /// A surface holding a copy of `texture`'s pixels, as big as the texture
    /// (`gdk_texture_download` writes cairo's premultiplied ARGB32 layout).
    public convenience init(texture: Texture) {
        self.init(format: .argb32, width: Int(texture.width), height: Int(texture.height))
        cairo_surface_flush(raw)
        if let data = cairo_image_surface_get_data(raw) {
            gdk_texture_download(
                cast(texture.pointer), data, gsize(cairo_image_surface_get_stride(raw)))
        }
        cairo_surface_mark_dirty(raw)
    }
}

extension Cairo.Context {
    /// Makes the source `surface`, its top-left corner at (`x`, `y`) of the
    /// user space (`cairo_set_source_surface`); nothing shows outside it.
    public func setSource(_ surface: Cairo.ImageSurface, x: Double = 0, y: Double = 0) {
        cairo_set_source_surface(pointer, surface.raw, x, y)
    }

    /// Paints the source everywhere inside the clip at `alpha` opacity
    /// (`cairo_paint_with_alpha`).
    public func paint(alpha: Double) {
        cairo_paint_with_alpha(pointer, alpha)
    }
}

extension Widget {
    /// The file of the theme's icon `name` at `size` pixels for the widget's
    /// display, as GTK's icon theme finds it, or nil when the theme has no
    /// such icon or it is not a file (one in a resource).
    public func themeIconPath(named name: String, size: Int) -> String? {
        guard let display = gtk_widget_get_display(widget),
            let theme = gtk_icon_theme_get_for_display(display),
            gtk_icon_theme_has_icon(theme, name) != 0,
            let icon = gtk_icon_theme_lookup_icon(
                theme, name, nil, Int32(size), 1, GTK_TEXT_DIR_NONE, GtkIconLookupFlags(0))
        else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
        guard let file = gtk_icon_paintable_get_file(icon) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return String(cString: path)
    }
}
