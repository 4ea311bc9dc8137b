import CGtk

extension Cairo {
    /// A string laid out by Pango for one context: owns one reference to a
    /// [`PangoLayout`](https://docs.gtk.org/Pango/class.Layout.html), made by
    /// [`pango_cairo_create_layout`](https://docs.gtk.org/PangoCairo/func.create_layout.html)
    /// and unreferenced once when deinitialized.
    @MainActor
    public final class TextLayout {
        /// The layout this wrapper owns a reference to.
        let raw: OpaquePointer

        /// Lays out `text` with `font` (the default font when nil) for the
        /// transform and font options of `context`.
        public init(_ text: String, font: FontDescription? = nil, for context: Context) {
            raw = pango_cairo_create_layout(context.pointer)
            pango_layout_set_text(raw, text, -1)
            if let font {
                pango_layout_set_font_description(raw, OpaquePointer(font.pointer))
            }
        }

        isolated deinit {
            g_object_unref(UnsafeMutableRawPointer(raw))
        }

        /// The logical extents in device pixels, rounded out
        /// (`pango_layout_get_pixel_size`).
        public var pixelSize: (width: Int, height: Int) {
            var width: Int32 = 0
            var height: Int32 = 0
            pango_layout_get_pixel_size(raw, &width, &height)
            return (Int(width), Int(height))
        }
    }
}

extension Cairo.Context {
    /// Draws `layout` with the source, its top left at the current point
    /// (`pango_cairo_show_layout`).
    public func show(_ layout: Cairo.TextLayout) {
        pango_cairo_show_layout(pointer, layout.raw)
    }
}
