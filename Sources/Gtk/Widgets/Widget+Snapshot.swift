import CGtk

// Rendering happens in-process with the window's own renderer (what GTK would
// paint), so it works under Xvfb without a screenshot tool.

extension Widget {
    /// Renders the widget as it is drawn now and saves it as a PNG file;
    /// returns false if the widget is not in a realized window or saving fails.
    @discardableResult
    public func savePNG(to path: String) -> Bool {
        withRenderedTexture { texture in gdk_texture_save_to_png(texture, path) != 0 } ?? false
    }

    /// Calls `body` with a texture of the widget's current rendering; nil if
    /// the widget is not in a realized window.
    func withRenderedTexture<Result>(_ body: (OpaquePointer) -> Result) -> Result? {
        guard let native = gtk_widget_get_native(widget),
            let renderer = gtk_native_get_renderer(native), width > 0, height > 0,
            let paintable = gtk_widget_paintable_new(widget)
        else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
        let snapshot = gtk_snapshot_new()
        gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
        guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
        defer { gsk_render_node_unref(node) }
        guard let texture = gsk_renderer_render_texture(renderer, node, nil) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
        return body(texture)
    }
}
