import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct Layouts: View {
    var spacing = 2
    var cells = ["a", "b"]
    var overlays = ["top"]
    var axes: Set<Axis> = [.vertical]

    var body: some View {
        VStack {
            ZStack {
                Text("base")
                for name in overlays { Text(name) }
            }
            Spacer(minLength: spacing * 10)
            Divider()
            Widgets.Grid(rowSpacing: spacing, columnSpacing: spacing * 2) {
                GridRow { for cell in cells { Text(cell) } }
                GridRow { Text("second row") }
            }
            ScrollView(axes) { Text("scrolled") }
            HStack {
                Text("left")
                Spacer()
                Divider()
                Text("right")
            }
        }
    }
}

final class LayoutGtkTests: GtkHostTestCase {
    func testZStackIsAnOverlayWithItsOverlaysInOrder() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Layouts()) { app in
                let overlay = try XCTUnwrap(app.find(text: "base")?.parent as? Overlay)
                XCTAssertEqual(overlay.child?.displayedText, "base")
                XCTAssertEqual(overlay.children.compactMap(\.displayedText), ["base", "top"])
                app.root.render(Layouts(overlays: ["one", "two"]))
                XCTAssertEqual(
                    overlay.children.compactMap(\.displayedText), ["base", "one", "two"])
                app.root.render(Layouts(overlays: []))
                XCTAssertEqual(overlay.children.compactMap(\.displayedText), ["base"])
            }
        }
    }

    func testGridPlacesRowsAndCellsAndFollowsChanges() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Layouts()) { app in
                let grid = try XCTUnwrap(app.find(text: "a")?.parent as? Gtk.Grid)
                XCTAssertEqual(grid.rowSpacing, 2)
                XCTAssertEqual(grid.columnSpacing, 4)
                XCTAssertEqual(grid.cell(column: 1, row: 0)?.displayedText, "b")
                XCTAssertEqual(grid.cell(column: 0, row: 1)?.displayedText, "second row")
                app.root.render(Layouts(spacing: 6, cells: ["x", "y", "z"]))
                XCTAssertEqual(grid.rowSpacing, 6)
                XCTAssertEqual(grid.cell(column: 2, row: 0)?.displayedText, "z")
                XCTAssertEqual(grid.cell(column: 0, row: 1)?.displayedText, "second row")
                app.root.render(Layouts(cells: []))
                XCTAssertNil(grid.cell(column: 0, row: 0)?.displayedText)
                XCTAssertEqual(grid.cell(column: 0, row: 1)?.displayedText, "second row")
            }
        }
    }

    func testSpacerDividerAndScrollView() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Layouts()) { app in
                let separators = app.findAll(role: .separator).compactMap { $0 as? Separator }
                XCTAssertEqual(separators.map(\.orientation), [.horizontal, .vertical])
                let scrolled = try XCTUnwrap(
                    app.allWidgets.first { $0 is ScrolledWindow } as? ScrolledWindow)
                XCTAssertTrue(scrolled.expandsVertically)
                XCTAssertNotNil(app.find(text: "scrolled"))
                let spacer = try XCTUnwrap(
                    app.allWidgets.first {
                        !$0.expandsHorizontally && $0.expandsVertically
                            && $0.children.isEmpty && $0 is Box
                    })
                XCTAssertGreaterThanOrEqual(spacer.height, 20)
                XCTAssertTrue(
                    app.allWidgets.contains {
                        $0.expandsHorizontally && !$0.expandsVertically
                            && $0.children.isEmpty && $0 is Box
                    }, "a spacer in a row expands along the row only")
                app.root.render(Layouts(spacing: 5, axes: [.horizontal, .vertical]))
                await app.nextFrame()
                XCTAssertGreaterThanOrEqual(spacer.height, 50)
                app.root.render(EmptyView())
                await app.nextFrame()
                XCTAssertNil(app.find(text: "scrolled"))
            }
        }
    }
}
