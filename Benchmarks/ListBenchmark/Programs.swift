// The programs of BENCHMARKS.md section 2 ("Virtualized list"): a GtkHooks `List` of 100,000 rows
// (rows without and with hook state), and a hand-written GtkListView with the
// same model and factory work.

import Gtk
import GtkHooks

/// One row of data: an id and a label.
struct Item: Hashable {
    let id: Int
    var label: String
}

/// A row: the label and a button, like a row of the table benchmark.
struct ItemRow: View, Equatable {
    let item: Item

    var body: some View {
        HStack(spacing: 6) {
            Text(item.label).expand()
            Button(iconName: "window-close-symbolic") {}
        }
    }
}

/// `ItemRow` with hook state, which a `List` keeps by key (and unmounts when
/// its key leaves the data).
struct StatefulItemRow: HookView {
    let item: Item

    var hookBody: some View {
        let pressed = useState(false)
        HStack(spacing: 6) {
            Text(item.label).expand()
            Button(iconName: "window-close-symbolic") { pressed.wrappedValue.toggle() }
        }
    }
}

/// What every program does, timed from the call to the painted frame.
@MainActor protocol ListProgram {
    var window: Gtk.Window { get }
    var scrolled: ScrolledWindow { get }
    func show(_ items: [Item])
    func close()
}

/// The GtkHooks program: `List` in a `GtkAppRoot`.
@MainActor final class HooksList: ListProgram {
    let root: GtkAppRoot
    /// Whether the rows keep hook state (`StatefulItemRow`).
    let rowsHaveState: Bool

    init(application: Application, rowsHaveState: Bool = false) {
        root = GtkAppRoot(application: application, title: "hooks")
        self.rowsHaveState = rowsHaveState
    }

    var window: Gtk.Window { root.windows[0] }
    /// Found once: walking the window's widgets is not part of any operation.
    var scrolled: ScrolledWindow {
        if let found = scrolledWindow { return found }
        let found = window.subtree.lazy.compactMap { $0 as? ScrolledWindow }.first!
        scrolledWindow = found
        return found
    }
    private var scrolledWindow: ScrolledWindow?

    func show(_ items: [Item]) {
        if rowsHaveState {
            root.render(List(items, id: \.id) { StatefulItemRow(item: $0) })
        } else {
            root.render(List(items, id: \.id) { ItemRow(item: $0) })
        }
        root.windows.first?.setDefaultSize(width: 800, height: 600)
    }

    func close() { root.unmount() }
}

/// The hand-written program: the same GtkListView, rows made on bind.
///
/// Like the GtkHooks program, it makes its window, scrolled window and list
/// in the first `show`, inside the first frame's clock and memory.
@MainActor final class VanillaList: ListProgram {
    private let application: Application
    private var widgets: (window: Gtk.Window, scrolled: ScrolledWindow, list: ListView)?
    private var items: [Item] = []
    private var rows: [UInt: (box: Box, label: Gtk.Label)] = [:]
    private var bound: [UInt: ListItem] = [:]

    init(application: Application) {
        self.application = application
    }

    var window: Gtk.Window { made.window }
    var scrolled: ScrolledWindow { made.scrolled }

    private var made: (window: Gtk.Window, scrolled: ScrolledWindow, list: ListView) {
        if let widgets { return widgets }
        let window = Gtk.Window(application: application)
        window.setDefaultSize(width: 800, height: 600)
        let scrolled = ScrolledWindow()
        scrolled.expandsVertically = true
        let list = ListView()
        scrolled.child = list
        window.child = scrolled
        list.onBind { [weak self] item in self?.bind(item) }
        list.onUnbind { [weak self] item in self?.bound[item.address] = nil }
        widgets = (window, scrolled, list)
        return (window, scrolled, list)
    }

    func show(_ items: [Item]) {
        self.items = items
        made.list.count = items.count
        for item in bound.values where item.position < items.count { bind(item) }
        made.window.present()
    }

    private func bind(_ item: ListItem) {
        let row = rows[item.address] ?? makeRow()
        if rows[item.address] == nil {
            rows[item.address] = row
            item.child = row.box
        }
        row.label.text = items[item.position].label
        bound[item.address] = item
    }

    private func makeRow() -> (box: Box, label: Gtk.Label) {
        let box = Box(.horizontal, spacing: 6)
        let label = Gtk.Label()
        label.expandsHorizontally = true
        let button = Button()
        button.setIconName("window-close-symbolic")
        box.append(label)
        box.append(button)
        return (box, label)
    }

    func close() { window.destroy() }
}
