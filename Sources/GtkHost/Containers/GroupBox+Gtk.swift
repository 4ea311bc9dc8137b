import Gtk
import Widgets

/// `GroupBox` is a `GtkFrame` whose child is the first content view's widget
/// and whose label is the title.
extension GroupBox: GtkAdapter, ToolkitAdapter {
    /// Makes the frame.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let frame = Gtk.Frame(label: nil)
        return GtkInstance(
            widget: frame, view: self,
            layout: SingleChildLayout { [weak frame] child in frame?.child = child })
    }

    /// Writes the title where it changed.
    public func apply(to instance: GtkInstance, from old: GroupBox?) {
        if title != old?.title { instance.gtk(Gtk.Frame.self).label = title }
    }

    /// A frame's label has no handler to echo to.
    public static var propertyWritesCanEcho: Bool { false }
}
