import Gtk
import Widgets

/// `Grid` is a `GtkGrid`; each `GridRow` is a row of it (no widget of its
/// own), and its children are the cells, one per column.
extension Widgets.Grid: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let grid = Gtk.Grid()
        return GtkInstance(widget: grid, view: self, layout: GridLayout(grid: grid))
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Widgets.Grid?) {
        let grid = instance.gtk(Gtk.Grid.self)
        if rowSpacing != old?.rowSpacing { grid.rowSpacing = rowSpacing }
        if columnSpacing != old?.columnSpacing { grid.columnSpacing = columnSpacing }
    }
}

extension GridRow: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        GtkInstance(widget: nil, view: self, layout: GridRowLayout())
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: GridRow?) {}
}

/// The cells of a grid, placed again whenever a row or a cell changes.
@MainActor final class GridLayout: ChildLayout {
    let grid: Gtk.Grid
    private var placed: [Gtk.Widget] = []

    init(grid: Gtk.Grid) { self.grid = grid }

    func inserted(_ child: GtkInstance, at index: Int, in parent: GtkInstance) { place(parent) }
    func moved(_ child: GtkInstance, to index: Int, in parent: GtkInstance) { place(parent) }
    func removed(_ child: GtkInstance, from parent: GtkInstance) { place(parent) }

    /// Puts every cell of `gridInstance` at its row and column.
    func place(_ gridInstance: GtkInstance) {
        for widget in placed { grid.remove(widget) }
        placed.removeAll()
        for (row, child) in gridInstance.children.enumerated() {
            // A row's cells, or a single widget spanning one cell in column 0.
            let cells = child.widget.map { [$0] } ?? child.children.compactMap(\.widget)
            for (column, widget) in cells.enumerated() {
                grid.attach(widget, column: column, row: row)
                placed.append(widget)
            }
        }
    }
}

/// A grid row's cells: a change places the whole grid again.
@MainActor struct GridRowLayout: ChildLayout {
    func inserted(_ child: GtkInstance, at index: Int, in parent: GtkInstance) { replace(parent) }
    func moved(_ child: GtkInstance, to index: Int, in parent: GtkInstance) { replace(parent) }
    func removed(_ child: GtkInstance, from parent: GtkInstance) { replace(parent) }

    private func replace(_ row: GtkInstance) {
        guard let grid = row.parent, let layout = grid.layout as? GridLayout else { return }
        layout.place(grid)
    }
}
