import CGtk

// The draw function is generated (`setDrawFunc(drawFunc:)`, which lends the
// `Cairo.Context` for the call only); `gtk_widget_queue_draw` belongs to the
// hand-written `Widget`, so it is added here for the area that needs it.
extension DrawingArea {
    /// Asks GTK to paint the area again, which calls the draw function on the
    /// next frame (`gtk_widget_queue_draw`).
    public func queueDraw() {
        gtk_widget_queue_draw(cast(pointer))
    }
}
