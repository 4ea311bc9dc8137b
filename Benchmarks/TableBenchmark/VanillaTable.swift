// The baseline: hand-written imperative GTK, direct C calls and the minimal
// widget work per operation, as a C programmer would write it. No wrappers,
// no reconciler: row widgets are owned by their box, found by index.

import CGtk
import Gtk
import TableBenchmarkRows

/// The vanilla program's table, reachable from the C signal callbacks.
@MainActor private var current: VanillaTable?

// The row id or button number arrives as the signal's user data.
private let onSelect: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void =
    { _, data in
        let id = Int(bitPattern: data)
        MainActor.assumeIsolated { current?.perform(.select(id)) }
    }

private let onRemove: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void =
    { _, data in
        let id = Int(bitPattern: data)
        MainActor.assumeIsolated { current?.perform(.remove(id)) }
    }

private let onButton: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void =
    { _, data in
        let number = Int(bitPattern: data)
        MainActor.assumeIsolated {
            guard let current, let button = TableButton(rawValue: number) else { return }
            current.perform(button.action(current.source))
        }
    }

private func connectClicked(
    _ widget: UnsafeMutablePointer<GtkWidget>,
    _ handler: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void,
    _ data: Int
) {
    g_signal_connect_data(
        widget, "clicked", unsafeBitCast(handler, to: GCallback.self),
        UnsafeMutableRawPointer(bitPattern: data), nil, GConnectFlags(0))
}

@MainActor final class VanillaTable: TableProgram {
    private struct RowWidgets {
        var row: Row
        let box: UnsafeMutablePointer<GtkWidget>
        let button: UnsafeMutablePointer<GtkWidget>
    }

    let source: RowSource
    private let container: UnsafeMutablePointer<GtkWidget>
    private var rows: [RowWidgets] = []
    private var selected: UnsafeMutablePointer<GtkWidget>?
    private let styles = CSSProvider()

    var lastCommitEnd: ContinuousClock.Instant? { nil }

    init(window: Gtk.Window, source: RowSource) {
        self.source = source
        let root = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_widget_set_hexpand(root, 1)
        gtk_widget_set_vexpand(root, 1)
        let buttons = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        for button in TableButton.allCases {
            let widget = gtk_button_new_with_label(button.title)!
            connectClicked(widget, onButton, button.rawValue)
            gtk_box_append(gtkhooks_box(buttons), widget)
        }
        gtk_box_append(gtkhooks_box(root), buttons)
        let scrolled = gtk_scrolled_window_new()!
        gtk_widget_set_hexpand(scrolled, 1)
        gtk_widget_set_vexpand(scrolled, 1)
        gtk_scrolled_window_set_policy(
            gtkhooks_scrolled_window(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        container = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        gtk_scrolled_window_set_child(gtkhooks_scrolled_window(scrolled), container)
        gtk_box_append(gtkhooks_box(root), scrolled)
        let windowPointer = UnsafeMutableRawPointer(bitPattern: window.address)
        gtk_window_set_child(gtkhooks_window(windowPointer), root)
        // The rule GtkHooks' default theme has for the class, so the selected
        // row looks (and costs) the same in both programs.
        styles.load(".danger { color: @error_color; }")
        styles.install()
        current = self
    }

    func performAndCommit(_ action: TableAction) { perform(action) }

    func perform(_ action: TableAction) {
        switch action {
        case .replace(let rows):
            clear()
            append(rows)
        case .append(let rows): append(rows)
        case .updateEveryTenth:
            for index in stride(from: 0, to: rows.count, by: 10) {
                rows[index].row.label += updateSuffix
                gtk_button_set_label(gtkhooks_button(rows[index].button), rows[index].row.label)
            }
        case .select(let id): select(id)
        case .swapRows: swapRows()
        case .remove(let id):
            guard let index = rows.firstIndex(where: { $0.row.id == id }) else { return }
            remove(at: index)
        case .clear: clear()
        case .restore(let target): restore(target)
        }
    }

    private func makeRow(_ row: Row) -> RowWidgets {
        let box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        let id = gtk_label_new("\(row.id)")!
        let button = gtk_button_new_with_label(row.label)!
        gtk_widget_add_css_class(button, "flat")
        connectClicked(button, onSelect, row.id)
        let remove = gtk_button_new_from_icon_name("window-close-symbolic")!
        gtk_widget_add_css_class(remove, "flat")
        connectClicked(remove, onRemove, row.id)
        let spacer = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_widget_set_hexpand(spacer, 1)
        let rowBox = gtkhooks_box(box)
        gtk_box_append(rowBox, id)
        gtk_box_append(rowBox, button)
        gtk_box_append(rowBox, remove)
        gtk_box_append(rowBox, spacer)
        return RowWidgets(row: row, box: box, button: button)
    }

    private func append(_ newRows: [Row]) {
        let box = gtkhooks_box(container)
        rows.reserveCapacity(rows.count + newRows.count)
        for row in newRows {
            let made = makeRow(row)
            gtk_box_append(box, made.box)
            rows.append(made)
        }
    }

    private func remove(at index: Int) {
        if rows[index].box == selected { selected = nil }
        gtk_box_remove(gtkhooks_box(container), rows[index].box)
        rows.remove(at: index)
    }

    private func clear() {
        let box = gtkhooks_box(container)
        for row in rows.reversed() { gtk_box_remove(box, row.box) }
        rows.removeAll()
        selected = nil
    }

    private func select(_ id: Int?) {
        if let selected { gtk_widget_remove_css_class(selected, "danger") }
        selected = rows.first { $0.row.id == id }?.box
        if let selected { gtk_widget_add_css_class(selected, "danger") }
    }

    private func swapRows() {
        guard rows.count > 998 else { return }
        let box = gtkhooks_box(container)
        gtk_box_reorder_child_after(box, rows[998].box, rows[0].box)
        gtk_box_reorder_child_after(box, rows[1].box, rows[997].box)
        rows.swapAt(1, 998)
    }

    /// Keeps the leading rows that match by id, writes back their labels,
    /// removes the rest from the end and appends what is missing.
    private func restore(_ target: [Row]) {
        var kept = 0
        while kept < min(rows.count, target.count), rows[kept].row.id == target[kept].id {
            if rows[kept].row.label != target[kept].label {
                rows[kept].row.label = target[kept].label
                gtk_button_set_label(gtkhooks_button(rows[kept].button), target[kept].label)
            }
            kept += 1
        }
        while rows.count > kept { remove(at: rows.count - 1) }
        append(Array(target[kept...]))
    }
}
