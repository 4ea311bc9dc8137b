import CGtk

extension Cairo.Context {
    /// Fills the current path with the source, then clears the path (`cairo_fill`).
    public func fill() {
        cairo_fill(pointer)
    }

    /// Fills the current path with the source and keeps the path (`cairo_fill_preserve`).
    public func fillPreserve() {
        cairo_fill_preserve(pointer)
    }

    /// Strokes the current path with the line settings, then clears the path
    /// (`cairo_stroke`).
    public func stroke() {
        cairo_stroke(pointer)
    }

    /// Strokes the current path and keeps the path (`cairo_stroke_preserve`).
    public func strokePreserve() {
        cairo_stroke_preserve(pointer)
    }

    /// Paints the source everywhere inside the clip (`cairo_paint`).
    public func paint() {
        cairo_paint(pointer)
    }

    /// Makes the source a solid colour, each channel in 0...1, not
    /// premultiplied (`cairo_set_source_rgba`).
    public func setSource(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        cairo_set_source_rgba(pointer, red, green, blue, alpha)
    }

    /// Makes the source the solid colour `color` (`gdk_cairo_set_source_rgba`).
    public func setSource(_ color: RGBA) {
        gdk_cairo_set_source_rgba(pointer, color.pointer.assumingMemoryBound(to: GdkRGBA.self))
    }

    /// Makes the source `gradient`; the context keeps its own reference to the
    /// gradient (`cairo_set_source`).
    public func setSource(_ gradient: Cairo.Gradient) {
        cairo_set_source(pointer, gradient.raw)
    }
}
