// Reads the rows back from GTK's widget tree (the same walk for both
// programs) and compares them with the expected state: row count, id order,
// labels, and which row has the class `danger`.

import CGtk
import Gtk
import TableBenchmarkRows

/// The rows box: window > root box > scrolled window > viewport > box.
@MainActor private func rowsBox(in window: Gtk.Window) -> UnsafeMutablePointer<GtkWidget>? {
    let windowPointer = UnsafeMutableRawPointer(bitPattern: window.address)
    guard let root = gtk_window_get_child(gtkhooks_window(windowPointer)) else { return nil }
    var child = gtk_widget_get_first_child(root)
    while let current = child {
        if String(cString: gtkhooks_type_name(current)) == "GtkScrolledWindow" {
            let viewport = gtk_scrolled_window_get_child(gtkhooks_scrolled_window(current))
            return viewport.flatMap { gtk_widget_get_first_child($0) }
        }
        child = gtk_widget_get_next_sibling(current)
    }
    return nil
}

/// The first difference between the window's rows and `expected`, if any.
@MainActor func treeDifference(in window: Gtk.Window, expected: TableState) -> String? {
    guard let box = rowsBox(in: window) else { return "no rows box in the window" }
    var index = 0
    var child = gtk_widget_get_first_child(box)
    while let row = child {
        guard index < expected.rows.count else {
            return "more than \(expected.rows.count) rows"
        }
        let want = expected.rows[index]
        let idLabel = gtk_widget_get_first_child(row)
        let button = idLabel.flatMap { gtk_widget_get_next_sibling($0) }
        let id = idLabel.map { String(cString: gtk_label_get_text(gtkhooks_label($0))) }
        let label = button.flatMap { gtk_button_get_label(gtkhooks_button($0)) }
            .map { String(cString: $0) }
        if id != "\(want.id)" { return "row \(index + 1): id \(id ?? "none"), not \(want.id)" }
        if label != want.label {
            return "row \(index + 1): label \(label ?? "none"), not \(want.label)"
        }
        let isDanger = gtk_widget_has_css_class(row, "danger") != 0
        if isDanger != (want.id == expected.selected) {
            return "row \(index + 1): danger is \(isDanger)"
        }
        index += 1
        child = gtk_widget_get_next_sibling(row)
    }
    if index != expected.rows.count { return "\(index) rows, not \(expected.rows.count)" }
    return nil
}

/// A digest of `state` (FNV-1a over ids, labels and selection), so the runner
/// can tell both programs showed the same rows.
func digest(of state: TableState) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ text: String) {
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
    }
    for row in state.rows { mix("\(row.id) \(row.label)\n") }
    mix("selected \(state.selected.map(String.init) ?? "none")")
    return String(hash, radix: 16)
}
