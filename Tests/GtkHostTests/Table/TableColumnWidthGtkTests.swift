import Gtk
import GtkTestSupport
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

private struct Payee: Identifiable {
    let id: Int
    var name: String { "n\(id)" }
}

/// A column sized by its short content with limits, and one whose ideal
/// width is above its maximum.
private struct LimitedColumns: HookView {
    var hookBody: some View {
        let renders = useState(0)
        VStack {
            Widgets.Button("render \(renders.wrappedValue)") { renders.wrappedValue += 1 }
            Table((0..<5).map(Payee.init)) {
                TableColumn("Name", value: \.name).width(min: 150, max: 300)
                TableColumn("Id", value: \.id).width(min: 20, ideal: 500, max: 90)
            }
        }
    }
}

final class TableColumnWidthGtkTests: GtkHostTestCase {
    func testG15AColumnsWidthStaysWithinItsMinimumAndMaximum() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(LimitedColumns()) { app in
                try await app.waitUntil { app.find(text: "n1") != nil }
                let view = try XCTUnwrap(app.allWidgets.lazy.compactMap { $0 as? ColumnView }.first)
                let name = try column(0, of: view)
                let id = try column(1, of: view)
                XCTAssertEqual(id.fixedWidth, 90, "the ideal width is kept within the maximum")
                let cell = try XCTUnwrap(app.find(text: "n1")?.parent)
                XCTAssertGreaterThanOrEqual(
                    cell.width, 150, "a column sized by its short content is at least its minimum")

                // GTK's resize handle writes the fixed width as the user drags.
                name.fixedWidth = 1_000
                XCTAssertEqual(name.fixedWidth, 300)
                name.fixedWidth = 10
                XCTAssertEqual(name.fixedWidth, 150)
                await app.nextFrame()
                let narrowest = cell.width
                name.fixedWidth = 220
                XCTAssertEqual(name.fixedWidth, 220)
                await app.nextFrame()
                XCTAssertEqual(cell.width - narrowest, 70, "the cell follows its column's width")
                try app.click(text: "render 0")
                try await app.waitUntil { app.find(text: "render 1") != nil }
                XCTAssertEqual(name.fixedWidth, 220, "a render keeps the width the user chose")
                XCTAssertEqual(id.fixedWidth, 90)
            }
        }
    }
}

/// The column at `index` of `view`.
@MainActor private func column(_ index: UInt32, of view: ColumnView) throws -> ColumnViewColumn {
    try XCTUnwrap(view.columns?.object(position: index)?.wrapped(as: ColumnViewColumn.self))
}
