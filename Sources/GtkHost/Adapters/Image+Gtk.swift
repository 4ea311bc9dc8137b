import Glibc
import Gtk
import Widgets

/// `Image` is a `GtkImage` of a theme icon or a file. A missing icon or an
/// unreadable file shows GTK's missing-image icon and logs a warning naming it.
extension Widgets.Image: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        GtkInstance(widget: Gtk.Image(), view: self)
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Widgets.Image?) {
        let image = instance.gtk(Gtk.Image.self)
        if source != old?.source {
            switch source {
            case .icon(let name):
                if !image.themeHasIcon(name) {
                    Log.warning("missing icon \"\(name)\": showing the missing-image icon")
                }
                image.setIconName(name)
            case .file(let path):
                if access(path, R_OK) != 0 {
                    Log.warning("missing image file \"\(path)\": showing the missing-image icon")
                }
                image.setFile(path)
            }
        }
        if pixelSize != old?.pixelSize { image.pixelSize = pixelSize ?? -1 }
    }
}
