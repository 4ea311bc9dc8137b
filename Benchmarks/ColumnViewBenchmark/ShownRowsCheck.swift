// The check each program passes after every operation: the rows its window
// shows are the expected rows, in order, with the expected texts.

import Gtk

/// What is wrong with the rows `window` shows, or nil when every shown row
/// has the texts of the row of `expected` with its id, in the order of
/// `expected` (GTK may keep a row away from the others bound, such as the
/// focused one, so there may be gaps).
///
/// The labels the programs made are read depth first, four per row (a row's
/// cells are children of its row widget, which GTK keeps in the order of the
/// rows); the header's labels are GTK's own, so they are not `Label`s here.
@MainActor func problemWithShownRows(of window: Gtk.Window, expected: [Row]) -> String? {
    let texts = window.subtree.compactMap { ($0 as? Label)?.text }
    guard !texts.isEmpty, texts.count.isMultiple(of: 4) else {
        return "\(texts.count) cell labels"
    }
    let positionOfID = Dictionary(
        uniqueKeysWithValues: expected.enumerated().map { ($1.id, $0) })
    var previous: Int?
    for start in stride(from: 0, to: texts.count, by: 4) {
        let cells = Array(texts[start..<start + 4])
        guard let id = Int(cells[0]), let position = positionOfID[id] else {
            return "a row shows id \(cells[0]), not in the rows"
        }
        let row = expected[position]
        if cells != (0..<4).map({ row.text(ofColumn: $0) }) {
            return "row \(position) shows \(cells)"
        }
        if let previous, position <= previous {
            return "row \(position) shown after row \(previous)"
        }
        previous = position
    }
    return nil
}

/// What is wrong with the selection of the column view in `window`, or nil
/// when it selects exactly the row of `expected` with id `selectedID` (no
/// row when nil).
@MainActor func problemWithSelection(
    of window: Gtk.Window, expected: [Row], selectedID: Int?
) -> String? {
    guard let view = window.subtree.lazy.compactMap({ $0 as? ColumnView }).first,
        let model = view.model
    else { return "no column view with a selection model" }
    let selected = model.selection()
    let wanted = selectedID.flatMap { id in expected.firstIndex { $0.id == id } }
    guard let wanted else {
        return selected.isEmpty() ? nil : "\(selected.size()) rows selected, none expected"
    }
    if selected.size() == 1, selected.contains(value: UInt32(wanted)) { return nil }
    return "\(selected.size()) rows selected, first \(selected.minimum()); expected row \(wanted)"
}
