import Gtk
import GtkTestSupport
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

private struct Expense: Identifiable {
    let id: Int
    var payee: String { "payee \(id)" }
    var amount: Int { (id * 37) % 100 }
}

/// What the app saw: its selection and the rows it was asked to open.
@MainActor private final class Seen {
    var selection: Set<Int> = []
    var activated: [Int] = []

    func rendered(_ selection: Set<Int>) { self.selection = selection }
}

/// A table with a multiple selection, sorted by the app, whose buttons
/// change the selection, the sort and the data.
private struct SelectableLedger: HookView {
    let seen: Seen

    var hookBody: some View {
        let selected = useState(Set<Int>())
        let ids = useState(Array(0..<100))
        let order = useState([ColumnComparator<Expense>]())
        let _ = seen.rendered(selected.wrappedValue)
        let rows = ids.wrappedValue.map { Expense(id: $0) }.sorted(using: order.wrappedValue)
        VStack {
            Widgets.Button("select 3 and 8") { selected.wrappedValue = [3, 8] }
            Widgets.Button("sort by amount") {
                order.wrappedValue = [ColumnComparator(\Expense.amount)]
            }
            Widgets.Button("remove 3") { ids.wrappedValue.removeAll { $0 == 3 } }
            Table(rows, selection: selected, sortOrder: order) {
                TableColumn("Payee", value: \.payee)
                TableColumn("Amount", value: \.amount)
            }
            .onActivate { (id: Int) in seen.activated.append(id) }
        }
    }
}

/// The table's column view.
@MainActor private func columnView(_ app: GtkTester) throws -> ColumnView {
    try XCTUnwrap(app.allWidgets.lazy.compactMap { $0 as? ColumnView }.first)
}

/// The positions GTK's selection model of `view` holds selected.
@MainActor private func gtkSelected(_ view: ColumnView) throws -> [Int] {
    let bitset = try XCTUnwrap(view.model).selection()
    return (0..<UInt32(bitset.size())).map { Int(bitset.nth(nth: $0)) }
}

final class TableSelectionGtkTests: GtkHostTestCase {
    func testG13ATablesSelectionIsGtksModelByIdThroughSortingAndRemovals() throws {
        try MainActor.assumeIsolated {
            let seen = Seen()
            try GtkTester.run(SelectableLedger(seen: seen)) { app in
                try await app.waitUntil { app.find(text: "payee 0") != nil }
                let view = try columnView(app)
                XCTAssertNotNil(view.model?.wrapped(as: MultiSelection.self))
                XCTAssertEqual(try gtkSelected(view), [])

                try app.click(text: "select 3 and 8")
                try await app.waitUntil { (try? gtkSelected(view)) == [3, 8] }

                try app.click(text: "sort by amount")
                let sorted = (0..<100).map { Expense(id: $0) }.sorted { $0.amount < $1.amount }
                let positions = { (ids: Set<Int>) in
                    sorted.indices.filter { ids.contains(sorted[$0].id) }
                }
                try await app.waitUntil { (try? gtkSelected(view)) == positions([3, 8]) }
                XCTAssertEqual(seen.selection, [3, 8], "the ids stay selected")

                try app.selectRow(0, in: view, extending: true)
                try await app.waitUntil { seen.selection == [sorted[0].id, 3, 8] }

                try app.click(text: "remove 3")
                try await app.waitUntil { seen.selection == [sorted[0].id, 8] }
                let left = sorted.filter { $0.id != 3 }
                XCTAssertEqual(
                    try gtkSelected(view),
                    left.indices.filter { [sorted[0].id, 8].contains(left[$0].id) })

                try app.selectRows(4...6, in: view)
                try await app.waitUntil { seen.selection == Set(left[4...6].map(\.id)) }

                try app.activateRow(2, in: view)
                XCTAssertEqual(seen.activated, [left[2].id])
            }
        }
    }

    func testG13AClickOnACellSelectsItsRowAndAShiftClickExtendsIt() throws {
        try MainActor.assumeIsolated {
            let seen = Seen()
            try GtkTester.run(SelectableLedger(seen: seen)) { app in
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                let window = try XCTUnwrap(app.windows.first)
                window.setDefaultSize(width: 400, height: 500)
                try await app.waitUntil { app.find(text: "payee 4") != nil }
                try await Task.sleep(for: .milliseconds(300))

                try click(app.find(text: "payee 1"), in: window, with: input)
                try await app.waitUntil { seen.selection == [1] }
                try click(app.find(text: "payee 4"), in: window, with: input, holding: 0xffe1)
                try await app.waitUntil { seen.selection == [1, 2, 3, 4] }
                XCTAssertEqual(try gtkSelected(columnView(app)), [1, 2, 3, 4])
            }
        }
    }
}

/// Clicks the middle of `widget` with the X server's pointer, holding
/// `modifier` (a keysym) when given.
@MainActor private func click(
    _ widget: Gtk.Widget?, in window: Gtk.Window, with input: XTestInput,
    holding modifier: UInt? = nil
) throws {
    let widget = try XCTUnwrap(widget)
    let point = try XCTUnwrap(
        widget.translateCoordinates(
            destWidget: window, srcX: Double(widget.width) / 2, srcY: Double(widget.height) / 2))
    input.move(to: window, x: Int32(point.destX), y: Int32(point.destY))
    if let modifier { input.click(holding: modifier) } else { input.click() }
}
