import Gtk
import Widgets

/// `LazyVGrid` is a `GtkGridView` in a `GtkScrolledWindow`: only cells on
/// screen have widgets (see `GridCells`). Each bound cell is its own component
/// subtree, rendered on bind with the grid's environment and contexts, whose
/// hook state belongs to the cell's key, as `List` rows.
extension LazyVGrid: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widgets and connects their signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let scrolled = ScrolledWindow()
        scrolled.expandsHorizontally = true
        scrolled.expandsVertically = true
        scrolled.setPolicy(horizontal: .never, vertical: .automatic)
        let grid = GridCells(host: host, scrolled: scrolled)
        scrolled.child = grid.view
        let instance = GtkInstance(widget: scrolled, view: self)
        instance.storage = grid
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: LazyVGrid?) {
        (instance.storage as? GridCells)?.update(self)
    }
}

extension GtkHost {
    /// The number of cells of a `LazyVGrid`'s instance that have widgets now;
    /// nil for any other instance.
    public func shownGridCellCount(of instance: GtkInstance) -> Int? {
        (instance.storage as? GridCells)?.boundCount
    }
}
