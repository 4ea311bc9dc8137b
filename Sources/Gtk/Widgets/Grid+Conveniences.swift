import CGtk

/// Children placed in rows and columns (`GtkGrid`).
@MainActor
extension Grid {
    private var grid: UnsafeMutablePointer<GtkGrid> { cast(pointer) }

    /// Space between rows, in pixels.
    public var rowSpacing: Int {
        get { Int(gtk_grid_get_row_spacing(grid)) }
        set { gtk_grid_set_row_spacing(grid, guint(max(0, newValue))) }
    }

    /// Space between columns, in pixels.
    public var columnSpacing: Int {
        get { Int(gtk_grid_get_column_spacing(grid)) }
        set { gtk_grid_set_column_spacing(grid, guint(max(0, newValue))) }
    }

    /// Places `child` in the cell at `column` and `row`.
    public func attach(_ child: Widget, column: Int, row: Int) {
        gtk_grid_attach(grid, child.widget, Int32(column), Int32(row), 1, 1)
    }

    /// Removes `child` from the grid.
    public func remove(_ child: Widget) {
        gtk_grid_remove(grid, child.widget)
    }
}

extension Grid {
    /// The widget at `column` and `row`, or nil for an empty cell.
    public func cell(column: Int, row: Int) -> Widget? {
        gtk_grid_get_child_at(gtkhooks_grid(pointer), Int32(column), Int32(row)).map {
            Widget.wrapper(of: $0)
        }
    }
}
