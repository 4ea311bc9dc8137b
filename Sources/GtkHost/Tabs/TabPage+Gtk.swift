import Gtk
import Widgets

/// `TabPage` is a vertical `GtkBox` holding the page's view, one page of
/// its tab view's `GtkStack` (which titles it: ``TabStackPages``).
extension TabPage: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box(.vertical, spacing: 0)
        box.expandsHorizontally = true
        box.expandsVertically = true
        return GtkInstance(
            widget: box, view: self, layout: BoxLayout(box: box, orientation: .vertical))
    }

    /// Writes nothing: the tab's title and icon are the tab view's props.
    public func apply(to instance: GtkInstance, from old: TabPage?) {}

    /// Nothing written can echo.
    public static var propertyWritesCanEcho: Bool { false }
}
