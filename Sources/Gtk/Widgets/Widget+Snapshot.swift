import CGtk

extension Widget {
    /// Renders the widget as it is drawn now and saves it as a PNG file;
    /// returns false if the widget is not in a realized window or saving fails.
    ///
    /// Rendering happens in-process with the window's own renderer, so it
    /// works under Xvfb without a screenshot tool.
    @discardableResult
    public func savePNG(to path: String) -> Bool {
        guard let native = gtk_widget_get_native(widget),
            let renderer = gtk_native_get_renderer(native), width > 0, height > 0,
            let paintable = gtk_widget_paintable_new(widget)
        else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return false }
        defer { gsk_render_node_unref(node) }
        guard let texture = gsk_renderer_render_texture(renderer, node, nil) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return gdk_texture_save_to_png(texture, path) != 0
    }
}
