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
    var amount: Int { id * 7919 % 100_000 }
}

/// A custom cell with hook state of its own.
private struct AmountCell: HookView {
    let expense: Expense

    var hookBody: some View {
        let taps = useState(0)
        HStack(spacing: 4) {
            Text("amount \(expense.amount) taps \(taps.wrappedValue)")
            Widgets.Button("tap \(expense.id)") { taps.wrappedValue += 1 }
        }
    }
}

private struct Ledger: HookView {
    let expenses: [Expense]
    let activated: @MainActor (Int) -> Void

    var hookBody: some View {
        let order = useState([ColumnComparator<Expense>]())
        VStack {
            Text("order " + order.wrappedValue.map { "\($0.order)" }.joined(separator: ","))
            Table(expenses.sorted(using: order.wrappedValue), sortOrder: order) {
                TableColumn("Payee", value: \.payee).width(160)
                TableColumn("Amount", value: \.amount) { AmountCell(expense: $0) }
            }
            .onActivate { (id: Int) in activated(id) }
        }
    }
}

/// A table whose row count the buttons change.
private struct GrowingTable: HookView {
    var hookBody: some View {
        let count = useState(3)
        VStack {
            Widgets.Button("more") { count.wrappedValue += 2 }
            Widgets.Button("fewer") { count.wrappedValue -= 3 }
            Table((0..<count.wrappedValue).map { Expense(id: $0) }) {
                TableColumn("Payee", value: \.payee)
                TableColumn("Amount", value: \.amount) { AmountCell(expense: $0) }
            }
        }
    }
}

final class TableGtkTests: GtkHostTestCase {
    func testG11RowsAddedAndRemovedShowTheirCellsInEveryColumn() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(GrowingTable()) { app in
                try await app.waitUntil { app.find(text: "payee 2") != nil }
                try app.click(text: "tap 2")
                try app.click(text: "more")
                try await app.waitUntil { app.find(text: "payee 4") != nil }
                XCTAssertEqual(payees(app).count, 5)
                XCTAssertEqual(amounts(app).count, 5, "the custom column shows the new rows too")
                XCTAssertNotNil(app.find(text: "amount \(Expense(id: 2).amount) taps 1"))
                try app.click(text: "fewer")
                try await app.waitUntil { payees(app).count == 2 }
                XCTAssertEqual(amounts(app).count, 2)
                XCTAssertNil(app.find(text: "payee 2"))
            }
        }
    }

    func testG10G11G12A100000RowTableShowsVisibleCellsSortsByHeaderClicksAndActivates() throws {
        try MainActor.assumeIsolated {
            let expenses = (0..<100_000).map { Expense(id: $0) }
            var activated: [Int] = []
            try GtkTester.run(Ledger(expenses: expenses) { activated.append($0) }) { app in
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                let window = try XCTUnwrap(app.windows.first)
                window.setDefaultSize(width: 500, height: 400)
                try await app.waitUntil { app.find(text: "amount 0 taps 0") != nil }
                XCTAssertNotNil(app.find(text: "payee 1"))
                XCTAssertLessThan(payees(app).count, 300, "only rows on screen have cells")
                XCTAssertLessThan(amounts(app).count, 300)

                try app.click(text: "tap 0")
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "amount 0 taps 1"), "the cell component keeps state")

                try await app.clickHeader("Amount", of: window)
                try await app.waitUntil { app.find(text: "order ascending") != nil }
                let ascending = expenses.sorted { $0.amount < $1.amount }
                try await app.waitUntil { app.find(text: ascending[1].payee) != nil }
                XCTAssertNotNil(app.find(text: "amount 0 taps 1"), "state follows the row's id")

                try await app.clickHeader("Amount", of: window)
                try await app.waitUntil { app.find(text: "order descending") != nil }
                let top = try XCTUnwrap(expenses.max { $0.amount < $1.amount })
                try await app.waitUntil { app.find(text: top.payee) != nil }
                XCTAssertNil(app.find(text: "amount 0 taps 1"), "the smallest amount is far below")
                XCTAssertLessThan(amounts(app).count, 300)

                // GTK keeps the earlier column as the second sort column.
                try await app.clickHeader("Payee", of: window)
                try await app.waitUntil { app.find(text: "order ascending,descending") != nil }
                try await app.waitUntil { app.find(text: "payee 0") != nil }
                try await app.clickHeader("Amount", of: window)
                try await app.waitUntil { app.find(text: "order ascending,ascending") != nil }
                try await app.clickHeader("Amount", of: window)
                try await app.waitUntil { app.find(text: "order descending,ascending") != nil }
                try await app.waitUntil { app.find(text: top.payee) != nil }

                let table = try XCTUnwrap(app.find(text: top.payee))
                try click(table, in: window, with: input, times: 2)
                try await app.waitUntil { !activated.isEmpty }
                XCTAssertEqual(activated, [top.id])
            }
        }
    }
}

/// Clicks the middle of `widget` with the X server's pointer, `times` in a row.
@MainActor private func click(
    _ widget: Gtk.Widget?, in window: Gtk.Window, with input: XTestInput, times: Int = 1
) throws {
    let widget = try XCTUnwrap(widget)
    let point = try XCTUnwrap(
        widget.translateCoordinates(
            destWidget: window, srcX: Double(widget.width) / 2, srcY: Double(widget.height) / 2))
    input.move(to: window, x: Int32(point.destX), y: Int32(point.destY))
    for _ in 0..<times { input.click() }
}

@MainActor private func payees(_ app: GtkTester) -> [String] {
    app.allWidgets.compactMap(\.displayedText).filter { $0.hasPrefix("payee ") }
}

@MainActor private func amounts(_ app: GtkTester) -> [String] {
    app.allWidgets.compactMap(\.displayedText).filter { $0.hasPrefix("amount ") }
}
