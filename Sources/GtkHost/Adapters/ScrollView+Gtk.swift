import Gtk
import Widgets

/// `ScrollView` is a `GtkScrolledWindow` that fills the space it gets and
/// scrolls its content along `axes`.
extension ScrollView: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let scrolled = ScrolledWindow()
        scrolled.expandsHorizontally = true
        scrolled.expandsVertically = true
        return GtkInstance(
            widget: scrolled, view: self, layout: SingleChildLayout { scrolled.child = $0 })
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: ScrollView?) {
        guard axes != old?.axes else { return }
        instance.gtk(ScrolledWindow.self).setPolicy(
            horizontal: axes.contains(.horizontal) ? .automatic : .never,
            vertical: axes.contains(.vertical) ? .automatic : .never)
    }
}
