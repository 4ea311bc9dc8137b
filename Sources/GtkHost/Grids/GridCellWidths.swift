import Gtk

/// The minimum widths of grid view cells, as style classes of the grid view.
///
/// GTK's grid view sizes its columns by its cells' minimum width (and counts
/// them by how many fit): a rule `gridview.gtkhooks-cell-min-120 > child
/// { min-width: 120px; }` per width in use gives every list item of a grid
/// of that class the width, without touching the app's cell widgets. One
/// style sheet for the display holds a rule per width ever asked for.
@MainActor enum GridCellWidths {
    private static var widths: Set<Int> = []
    private static let style = CSSProvider()

    /// The class of grid views whose cells are at least `width` pixels wide;
    /// nil for no minimum (0 or less).
    static func styleClass(forMinimumWidth width: Int) -> String? {
        guard width > 0 else { return nil }
        let name = "gtkhooks-cell-min-\(width)"
        if widths.insert(width).inserted {
            let rules = widths.sorted().map {
                "gridview.gtkhooks-cell-min-\($0) > child { min-width: \($0)px; }"
            }
            style.load(rules.joined(separator: "\n"))
            style.install()
        }
        return name
    }
}
