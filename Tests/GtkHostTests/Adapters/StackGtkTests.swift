import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct Row: Hashable {
    let id: Int
    let name: String
}

private struct Rows: View {
    let rows: [Row]
    var horizontal = false

    var body: some View {
        if horizontal {
            HStack(spacing: 3) { ForEach(rows, id: \.id) { RowView(row: $0) } }
        } else {
            VStack(spacing: 5) { ForEach(rows, id: \.id) { RowView(row: $0) } }
        }
    }
}

private struct RowView: HookView {
    let row: Row

    var hookBody: some View {
        let taps = useState(0)
        Widgets.Button("\(row.name) \(taps.wrappedValue)") { taps.wrappedValue += 1 }
    }
}

final class StackGtkTests: GtkHostTestCase {
    func testK4KeyedReorderMovesTheSameWidgetsAndKeepsState() throws {
        try MainActor.assumeIsolated {
            let rows = (1...5).map { Row(id: $0, name: "row\($0)") }
            try GtkTester.run(Rows(rows: rows)) { app in
                try app.click(text: "row2 0")
                await app.nextFrame()
                let before = rows.map { app.find(text: "\($0.name) \($0.id == 2 ? 1 : 0)") }
                let addresses = before.map { $0?.address }
                XCTAssertFalse(addresses.contains(nil), app.dump())
                let objectsBefore = LiveObjects.objects
                let box = try XCTUnwrap(before[0]?.parent as? Box)
                XCTAssertEqual(box.spacing, 5)

                let reordered = [rows[4], rows[1], rows[2], rows[3], rows[0]]
                app.root.render(Rows(rows: reordered))
                await app.nextFrame()
                XCTAssertEqual(LiveObjects.objects, objectsBefore, "no widget made or destroyed")
                let order = box.children.map(\.address)
                XCTAssertEqual(order, [4, 1, 2, 3, 0].map { addresses[$0] }, "GTK order")
                XCTAssertNotNil(app.find(text: "row2 1"), "state kept with the key")
            }
        }
    }

    func testStacksUpdateSpacingAndRemoveChildren() throws {
        try MainActor.assumeIsolated {
            let rows = (1...3).map { Row(id: $0, name: "r\($0)") }
            try GtkTester.run(Rows(rows: rows, horizontal: true)) { app in
                let box = try XCTUnwrap(app.find(text: "r1 0")?.parent as? Box)
                XCTAssertEqual(box.orientation, .horizontal)
                XCTAssertEqual(box.spacing, 3)
                app.root.render(Rows(rows: [rows[0]], horizontal: true))
                XCTAssertEqual(box.children.count, 1)
                app.root.render(Rows(rows: rows, horizontal: false))
                await app.nextFrame()
                let column = try XCTUnwrap(app.find(text: "r1 0")?.parent as? Box)
                XCTAssertEqual(column.orientation, .vertical)
                XCTAssertEqual(column.spacing, 5)
            }
        }
    }
}
