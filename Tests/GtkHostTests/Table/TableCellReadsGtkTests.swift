import Gtk
import GtkTestSupport
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

/// How many times a table read a row's name for a cell.
@MainActor private enum NameReads {
    static var count = 0
}

private struct Payee: Identifiable {
    let id: Int
    var name: String
    /// The name, counted as a read.
    var shownName: String {
        MainActor.assumeIsolated { NameReads.count += 1 }
        return name
    }
}

private let payees = (0..<1_000).map { Payee(id: $0, name: "payee \($0)") }

/// A table over an array in state, whose buttons change the selection and one row.
private struct ArrayLedger: HookView {
    var hookBody: some View {
        let rows = useState(payees)
        let selection = useState(Int?.none)
        VStack {
            Widgets.Button("select") { selection.wrappedValue = 3 }
            Widgets.Button("rename") { rows.wrappedValue[2].name = "renamed" }
            Table(rows.wrappedValue, selection: selection) {
                TableColumn("Name", value: \.shownName)
            }
        }
    }
}

/// The same table over a `RowStore`.
private struct StoreLedger: HookView {
    var hookBody: some View {
        let rows = useRowStore { payees }
        let selection = useState(Int?.none)
        VStack {
            Widgets.Button("select") { selection.wrappedValue = 3 }
            Widgets.Button("rename") { rows.update(at: 2) { $0.name = "renamed" } }
            Table(rows, selection: selection) {
                TableColumn("Name", value: \.shownName)
            }
        }
    }
}

final class TableCellReadsGtkTests: GtkHostTestCase {
    func testG14ARenderThatChangedNoRowOfAnArrayReadsNoCellAgain() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(ArrayLedger()) { app in
                try await app.waitUntil { app.find(text: "payee 2") != nil }
                let shown = await readsOnceTheRowsShownSettle(app)
                XCTAssertGreaterThan(shown, 10)
                try app.click(text: "select")
                try await app.waitUntil { (try? selectedPositions(app)) == [3] }
                await app.nextFrame()
                // GTK 4.8 binds the list item of a row whose selection changed again.
                XCTAssertEqual(NameReads.count, shown + 1, "the same array: no cell is read again")
                try app.click(text: "rename")
                try await app.waitUntil { app.find(text: "renamed") != nil }
                XCTAssertGreaterThanOrEqual(
                    NameReads.count - shown, 10, "a new array: every shown cell is read again")
            }
        }
    }

    func testG14AnEditOfOneRowOfARowStoreReadsOnlyThatRowsCells() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(StoreLedger()) { app in
                try await app.waitUntil { app.find(text: "payee 2") != nil }
                let shown = await readsOnceTheRowsShownSettle(app)
                try app.click(text: "select")
                try await app.waitUntil { (try? selectedPositions(app)) == [3] }
                await app.nextFrame()
                XCTAssertEqual(NameReads.count, shown + 1, "the store's revision is the same")
                try app.click(text: "rename")
                try await app.waitUntil { app.find(text: "renamed") != nil }
                XCTAssertNil(app.find(text: "payee 2"))
                XCTAssertNotNil(app.find(text: "payee 1"))
                XCTAssertEqual(NameReads.count, shown + 2, "only the edited row's cell is read")
            }
        }
    }
}

/// The reads once GTK bound every row it shows: two frames in a row read none.
@MainActor private func readsOnceTheRowsShownSettle(_ app: GtkTester) async -> Int {
    var last = -1
    for _ in 0..<20 {
        let reads = NameReads.count
        await app.nextFrame()
        await app.nextFrame()
        if reads == last { return reads }
        last = reads
    }
    XCTFail("the table kept binding rows for 40 frames")
    return last
}

/// The positions GTK's selection model of the table holds selected.
@MainActor private func selectedPositions(_ app: GtkTester) throws -> [Int] {
    let view = try XCTUnwrap(app.allWidgets.lazy.compactMap { $0 as? ColumnView }.first)
    let bitset = try XCTUnwrap(view.model).selection()
    return (0..<UInt32(bitset.size())).map { Int(bitset.nth(nth: $0)) }
}
