import Gtk
import Widgets

/// `VSplitView` is a vertical `GtkPaned`, with nested paneds for a third
/// pane and more (``PanedChain``).
extension VSplitView: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        SplitAdapter.makeInstance(of: self, orientation: .vertical)
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: VSplitView?) {
        SplitAdapter.apply(self, to: instance)
    }
}
