import Gtk
import Widgets

/// The images a canvas draws, loaded once each as cairo surfaces: a file
/// through `GdkTexture`, a theme icon through the icon theme's file for the
/// size drawn.
@MainActor final class CanvasImages {
    /// What a source at a size loaded to; nil when it could not load.
    private var surfaces: [Key: Cairo.ImageSurface?] = [:]

    private struct Key: Hashable {
        var source: Widgets.Image.Source
        var size: Int
    }

    /// The surface of `source`, an icon loaded at `size` pixels for `area`'s
    /// display; nil, with one warning, when it does not load.
    func surface(
        for source: Widgets.Image.Source, size: Int, on area: DrawingArea
    ) -> Cairo.ImageSurface? {
        let key: Key
        switch source {
        case .file: key = Key(source: source, size: 0)
        case .icon: key = Key(source: source, size: size)
        }
        if let known = surfaces[key] { return known }
        let loaded = load(source, size: size, on: area)
        surfaces[key] = loaded
        return loaded
    }

    private func load(
        _ source: Widgets.Image.Source, size: Int, on area: DrawingArea
    ) -> Cairo.ImageSurface? {
        let path: String
        switch source {
        case .file(let file): path = file
        case .icon(let name):
            guard let found = area.themeIconPath(named: name, size: size) else {
                Log.warning(
                    "Canvas: the icon theme has no icon named \"\(name)\" in a file; "
                        + "draw an icon the theme has, or an image file. It is not drawn.")
                return nil
            }
            path = found
        }
        do {
            return Cairo.ImageSurface(texture: try Texture(filename: path))
        } catch {
            Log.warning(
                "Canvas: could not load the image \"\(path)\" (\(error)); give the path of a "
                    + "PNG, JPEG, TIFF or another format GdkPixbuf reads. It is not drawn.")
            return nil
        }
    }
}
