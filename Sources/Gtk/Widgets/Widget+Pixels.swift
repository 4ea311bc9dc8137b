import CGtk

/// The pixels of a rendered widget: 8-bit premultiplied BGRA (GDK's default
/// memory format), row by row.
public struct Pixels: Equatable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes.
    public let bytes: [UInt8]

    /// The number of pixels that differ between two images of the same size.
    public func differingPixels(from other: Pixels) -> Int {
        guard width == other.width, height == other.height else { return width * height }
        var count = 0
        var index = 0
        while index < bytes.count {
            if bytes[index..<index + 4] != other.bytes[index..<index + 4] { count += 1 }
            index += 4
        }
        return count
    }
}

extension Widget {
    /// Renders the widget as it is drawn now, in-process with its window's
    /// renderer; nil if it is not in a realized window.
    public func renderPixels() -> Pixels? {
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
        let textureWidth = Int(gdk_texture_get_width(texture))
        let textureHeight = Int(gdk_texture_get_height(texture))
        var bytes = [UInt8](repeating: 0, count: textureWidth * textureHeight * 4)
        bytes.withUnsafeMutableBufferPointer { buffer in
            gdk_texture_download(texture, buffer.baseAddress, gsize(textureWidth * 4))
        }
        return Pixels(width: textureWidth, height: textureHeight, bytes: bytes)
    }
}
