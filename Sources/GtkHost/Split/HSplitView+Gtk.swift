import Gtk
import Widgets

/// `HSplitView` is a horizontal `GtkPaned`, with nested paneds for a third
/// pane and more (``PanedChain``).
extension HSplitView: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        SplitAdapter.makeInstance(of: self, orientation: .horizontal)
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: HSplitView?) {
        SplitAdapter.apply(self, to: instance)
    }
}
