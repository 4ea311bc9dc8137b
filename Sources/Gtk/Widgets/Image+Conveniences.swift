import CGtk

/// An icon or a picture from a file (`GtkImage`).
@MainActor
extension Image {
    private var image: OpaquePointer { cast(pointer) }

    /// Shows the theme icon `name`; GTK shows its missing-image icon when the
    /// theme has none by that name.
    public func setIconName(_ name: String) {
        gtk_image_set_from_icon_name(image, name)
    }

    /// Shows the picture in the file at `path`; GTK shows its missing-image
    /// icon when the file cannot be read.
    public func setFile(_ path: String) {
        gtk_image_set_from_file(image, path)
    }

    /// The size of icons in pixels; -1 for the default.
    public var pixelSize: Int {
        get { Int(gtk_image_get_pixel_size(image)) }
        set { gtk_image_set_pixel_size(image, Int32(newValue)) }
    }

    /// Whether the theme has an icon called `name` for this widget's display.
    public func themeHasIcon(_ name: String) -> Bool {
        guard let display = gtk_widget_get_display(widget),
            let theme = gtk_icon_theme_get_for_display(display)
        else { return false }
        return gtk_icon_theme_has_icon(theme, name) != 0
    }
}
