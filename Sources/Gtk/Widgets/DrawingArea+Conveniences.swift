import CGtk

extension DrawingArea {
    /// Draws the area's content with `draw` whenever GTK paints it (after
    /// ``queueDraw()`` or a resize); a later call replaces it
    /// (`gtk_drawing_area_set_draw_func`).
    ///
    /// `draw` receives a context borrowed from GTK and the content size in
    /// pixels. The context is usable only until `draw` returns: keeping it
    /// past that and drawing stops the program. GTK keeps `draw` until it is
    /// replaced or the area is finalized.
    public func setDrawFunction(
        _ draw: @escaping @MainActor (Cairo.Context, Int, Int) -> Void
    ) {
        let box = ClosureBox<@MainActor (Cairo.Context, Int, Int) -> Void>(draw)
        gtk_drawing_area_set_draw_func(
            cast(pointer), drawCallback, box.retainedForGLib(), releaseClosureBox)
    }
}

/// The C draw function: lends GTK's `cairo_t` to the Swift closure in its box
/// for the call only.
private let drawCallback: GtkDrawingAreaDrawFunc = { _, cairo, width, height, data in
    guard let cairo, let data else { return }
    let box = ClosureBox<@MainActor (Cairo.Context, Int, Int) -> Void>.from(data)
    // The address crosses into the actor: a pointer is not sendable.
    let address = UInt(bitPattern: cairo)
    MainActor.assumeIsolated {
        guard let cairo = OpaquePointer(bitPattern: address) else { return }
        let context = Cairo.Context(referencing: cairo)
        defer { context.invalidate() }
        box.body(context, Int(width), Int(height))
    }
}
