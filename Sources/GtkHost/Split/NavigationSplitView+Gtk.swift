import Gtk
import Widgets

/// `NavigationSplitView` is a vertical `GtkBox`: a `GtkDrawingArea` of no
/// height that reports the width the view is given, the sidebar toggle,
/// and a `GtkPaned` with the sidebar and the detail (``SidebarFolding``).
extension NavigationSplitView: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box(.vertical, spacing: 0)
        box.expandsHorizontally = true
        box.expandsVertically = true
        let folding = SidebarFolding(box: box)
        let instance = GtkInstance(widget: box, view: self, layout: folding)
        folding.bind(to: instance)
        instance.storage = folding
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: NavigationSplitView?) {
        guard let folding = instance.storage as? SidebarFolding else { return }
        if sidebarToggleLabel != old?.sidebarToggleLabel {
            folding.toggle.accessibleLabel = sidebarToggleLabel
            folding.toggle.tooltip = sidebarToggleLabel
        }
        if isVisibilityBound { folding.visibility = columnVisibility }
        folding.layOut(self)
    }
}
