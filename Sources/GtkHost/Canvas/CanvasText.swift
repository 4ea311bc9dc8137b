import Gtk
import Widgets

/// Text of a canvas laid out by Pango with the drawing area's font.
@MainActor enum CanvasText {
    /// A layout of `string` in the area's font, at `fontSize` points when given.
    static func layout(of string: String, fontSize: Double?, on area: DrawingArea) -> Gtk
        .TextLayout?
    {
        guard let layout = area.createPangoLayout(text: string) else { return nil }
        if let fontSize, fontSize.isFinite, fontSize > 0,
            let font = area.pangoContext()?.fontDescription()?.copy()
        {
            // Pango sizes are in 1024ths of a point.
            font.setSize(size: Int32((fontSize * 1024).rounded()))
            layout.setFontDescription(desc: font)
        }
        return layout
    }

    /// The logical size of `string` in pixels.
    static func size(of string: String, fontSize: Double?, on area: DrawingArea) -> Widgets.Size {
        guard let layout = layout(of: string, fontSize: fontSize, on: area) else { return .zero }
        let size = layout.pixelSize()
        return Widgets.Size(width: Double(size.width), height: Double(size.height))
    }
}
