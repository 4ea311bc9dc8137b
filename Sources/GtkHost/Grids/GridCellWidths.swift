import Gtk

/// The minimum widths of grid view cells, as style classes of the grid view.
///
/// GTK's grid view sizes its columns by its cells' minimum width (and counts
/// them by how many fit): a rule `gridview.gtkhooks-cell-min-120 > child
/// { min-width: 120px; }` per width in use gives every list item of a grid
/// of that class the width, without touching the app's cell widgets. One
/// style sheet for the display holds a rule per width that a grid uses; it
/// is removed when the last grid lets go of its width (so nothing of ours
/// outlives the grids, G4).
@MainActor enum GridCellWidths {
    /// How many grids use each width.
    private static var users: [Int: Int] = [:]
    private static var style: CSSProvider?

    /// The class of grid views whose cells are at least `width` pixels wide,
    /// which the caller uses until it calls ``release(_:)`` with the width;
    /// nil for no minimum (0 or less).
    static func acquire(_ width: Int) -> String? {
        guard width > 0 else { return nil }
        users[width, default: 0] += 1
        if users[width] == 1 { reload() }
        return "gtkhooks-cell-min-\(width)"
    }

    /// Lets go of a width ``acquire(_:)`` gave a class for.
    static func release(_ width: Int) {
        guard let count = users[width] else { return }
        users[width] = count > 1 ? count - 1 : nil
        if count == 1 { reload() }
    }

    /// Loads a rule per width in use, or removes the style sheet when none is.
    private static func reload() {
        guard !users.isEmpty else {
            style?.uninstall()
            style = nil
            return
        }
        let rules = users.keys.sorted().map {
            "gridview.gtkhooks-cell-min-\($0) > child { min-width: \($0)px; }"
        }
        let sheet = style ?? CSSProvider()
        sheet.load(rules.joined(separator: "\n"))
        sheet.install()
        style = sheet
    }
}
