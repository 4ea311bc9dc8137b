import Gtk
import GtkTestSupport
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

/// What the app saw: its selection and the cells it was asked to open.
@MainActor private final class Seen {
    var selection: Set<Int> = []
    var activated: [Int] = []
    func rendered(_ selection: Set<Int>) { self.selection = selection }
}

private struct Album: HookView {
    let count: Int
    let seen: Seen

    var hookBody: some View {
        let selected = useState(Set<Int>())
        let ids = useState(Array(0..<count))
        let _ = seen.rendered(selected.wrappedValue)
        VStack {
            HStack {
                Widgets.Button("insert first") { ids.wrappedValue.insert(-1, at: 0) }
                Widgets.Button("reverse") { ids.wrappedValue.reverse() }
                Widgets.Button("remove 6") { ids.wrappedValue.removeAll { $0 == 6 } }
                Widgets.Button("select 2") { selected.wrappedValue = [2] }
            }
            LazyVGrid(
                ids.wrappedValue, id: \.self,
                columns: Array(repeating: GridItem(.fixed(80)), count: 4),
                selection: selected
            ) { Text("cell \($0)") }
            .onActivate { (id: Int) in seen.activated.append(id) }
        }
    }
}

private struct Adaptive: View {
    var body: some View {
        LazyVGrid(Array(0..<40), id: \.self, columns: .adaptive(minimum: 150)) {
            Text("tile \($0)")
        }
    }
}

/// The grid view GtkHost made for the only `LazyVGrid`.
@MainActor private func gridView(_ app: GtkTester) throws -> GridView {
    try XCTUnwrap(app.allWidgets.lazy.compactMap { $0 as? GridView }.first)
}

/// The positions GTK's selection model of `grid` holds selected.
@MainActor private func gtkSelected(_ grid: GridView) throws -> [Int] {
    let bitset = try XCTUnwrap(grid.model).selection()
    return (0..<UInt32(bitset.size())).map { Int(bitset.nth(nth: $0)) }
}

/// Clicks the middle of the label showing `text`, `times` in a row, holding `key`.
@MainActor private func click(
    _ text: String, in app: GtkTester, with input: XTestInput, times: Int = 1,
    holding key: UInt? = nil
) throws {
    let window = try XCTUnwrap(app.windows.first)
    let label = try XCTUnwrap(app.find(text: text))
    let point = try XCTUnwrap(
        label.translateCoordinates(
            destWidget: window, srcX: Double(label.width) / 2, srcY: Double(label.height) / 2))
    input.move(to: window, x: Int32(point.destX), y: Int32(point.destY))
    for _ in 0..<times {
        if let key { input.click(holding: key) } else { input.click() }
    }
}

final class LazyVGridGtkTests: GtkHostTestCase {
    func testG8A100000CellGridBindsOnlyShownCellsAndSelectsByIdThroughDataChanges() throws {
        try MainActor.assumeIsolated {
            let seen = Seen()
            try GtkTester.run(Album(count: 100_000, seen: seen)) { app in
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                let window = try XCTUnwrap(app.windows.first)
                window.setDefaultSize(width: 500, height: 400)
                try await app.waitUntil { app.find(text: "cell 5")?.isMapped ?? false }
                try await Task.sleep(for: .milliseconds(300))
                let grid = try gridView(app)
                XCTAssertEqual(grid.minColumns, 4, "G8 four GridItems are four columns")
                XCTAssertEqual(grid.maxColumns, 4)
                XCTAssertTrue(GtkTester.shows(grid, role: .grid))
                let cells = app.allWidgets.compactMap(\.displayedText).filter {
                    $0.hasPrefix("cell ")
                }
                XCTAssertGreaterThan(cells.count, 8)
                XCTAssertLessThan(cells.count, 300, "G8 only cells on screen are built")

                try click("cell 1", in: app, with: input)
                try await app.waitUntil { seen.selection == [1] }
                try click("cell 6", in: app, with: input, holding: 0xffe3)  // Control
                try await app.waitUntil { seen.selection == [1, 6] }
                XCTAssertEqual(try gtkSelected(grid), [1, 6])
                // The theme styles a cell by its list item's :selected state.
                XCTAssertTrue(
                    try XCTUnwrap(app.find(text: "cell 6")?.parent).stateFlags().contains(.selected)
                )

                try app.click(text: "insert first")
                try await app.waitUntil { (try? gtkSelected(grid)) == [2, 7] }
                XCTAssertEqual(seen.selection, [1, 6], "G8 the ids stay selected")
                try app.click(text: "reverse")
                try await app.waitUntil { (try? gtkSelected(grid)) == [99_993, 99_998] }
                try app.click(text: "remove 6")
                try await app.waitUntil { seen.selection == [1] }
                XCTAssertEqual(try gtkSelected(grid), [99_997], "G8 \(seen.selection)")

                try app.click(text: "select 2")
                try await app.waitUntil { (try? gtkSelected(grid)) == [99_996] }
                try app.selectRows(0...2, in: XCTUnwrap(app.find(role: .grid)))
                try await app.waitUntil { seen.selection.count == 3 }
                XCTAssertEqual(seen.selection, [99_999, 99_998, 99_997])

                try app.click(text: "reverse")
                try await app.waitUntil { app.find(text: "cell 0")?.isMapped ?? false }
                try await Task.sleep(for: .milliseconds(200))
                try click("cell 3", in: app, with: input, times: 2)
                try await app.waitUntil { seen.activated == [3] }
            }
        }
    }

    func testG8AnAdaptiveGridFitsAsManyColumnsOfItsMinimumWidthAsTheWidthAllows() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Adaptive()) { app in
                let window = try XCTUnwrap(app.windows.first)
                window.setDefaultSize(width: 640, height: 400)
                try await app.waitUntil { app.find(text: "tile 9")?.isMapped ?? false }
                try await Task.sleep(for: .milliseconds(300))
                let grid = try gridView(app)
                XCTAssertEqual(grid.minColumns, 1)
                let items = try (0..<8).map { try XCTUnwrap(app.find(text: "tile \($0)")?.parent) }
                for item in items { XCTAssertGreaterThanOrEqual(item.width, 150, "G8 the minimum") }
                let lefts = try Set(
                    items.map {
                        Int(
                            try XCTUnwrap(
                                $0.translateCoordinates(destWidget: grid, srcX: 0, srcY: 0)
                            ).destX)
                    })
                XCTAssertGreaterThan(lefts.count, 1, "G8 several columns")
                XCTAssertLessThanOrEqual(lefts.count, grid.width / 150, "G8 as many as fit")
            }
        }
    }

    func testG8ArrowsMoveTheSelectionAcrossAndDownCtrlASelectsEveryCellEnterActivates() throws {
        try MainActor.assumeIsolated {
            let seen = Seen()
            try GtkTester.run(Album(count: 100, seen: seen)) { app in
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                let window = try XCTUnwrap(app.windows.first)
                window.setDefaultSize(width: 500, height: 400)
                try await app.waitUntil { app.find(text: "cell 5")?.isMapped ?? false }
                try await Task.sleep(for: .milliseconds(300))
                let grid = try XCTUnwrap(app.find(role: .grid))
                try app.selectRow(2, in: grid)
                try await app.waitUntil { seen.selection == [2] }
                // Keyboard focus on the selected cell, as a click would leave it.
                _ = app.find(text: "cell 2")?.parent?.grabFocus()

                input.type(keysym: 0xff53)  // Right
                try await app.waitUntil { seen.selection == [3] }
                input.type(keysym: 0xff54)  // Down: the cell below, four columns on
                try await app.waitUntil { seen.selection == [7] }
                input.type(keysym: 0xff0d)  // Return
                try await app.waitUntil { seen.activated == [7] }
                input.type(keysym: 0x61, holding: 0xffe3)  // Ctrl+A
                try await app.waitUntil { seen.selection.count == 100 }
                XCTAssertEqual(try gtkSelected(gridView(app)).count, 100)
            }
        }
    }
}
