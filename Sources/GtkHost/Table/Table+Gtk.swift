import Gtk
import Widgets

/// `Table` is a `GtkColumnView` in a `GtkScrolledWindow`: only cells on screen
/// have widgets (see `TableView`). A custom cell is its own component subtree,
/// rendered on bind with the table's environment and contexts, whose hook
/// state belongs to its row's key in its column, as `List` rows.
extension Widgets.Table: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widgets and connects their signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let scrolled = ScrolledWindow()
        scrolled.expandsHorizontally = true
        scrolled.expandsVertically = true
        let table = TableView(host: host, scrolled: scrolled)
        scrolled.child = table.view
        let instance = GtkInstance(widget: scrolled, view: self)
        instance.storage = table
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Widgets.Table?) {
        (instance.storage as? TableView)?.update(self)
    }
}

extension GtkHost {
    /// The number of cells of a `Table`'s instance that have widgets now; nil
    /// for any other instance.
    public func shownCellCount(of instance: GtkInstance) -> Int? {
        (instance.storage as? TableView)?.boundCellCount
    }
}
