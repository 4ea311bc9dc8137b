import Gtk
import GtkTestSupport
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

/// What the app saw: its selection and the rows it was asked to open.
@MainActor private final class Seen {
    var selection: Set<Int> = []
    var single: Int?
    var activated: [Int] = []
    var ids = Array(0..<1_000)

    /// Keeps what a render read from its state.
    func rendered(_ selection: Set<Int>) { self.selection = selection }
    func rendered(_ single: Int?) { self.single = single }
}

private struct Multiple: HookView {
    let seen: Seen

    var hookBody: some View {
        let selected = useState(Set<Int>())
        let ids = useState(seen.ids)
        let _ = seen.rendered(selected.wrappedValue)
        VStack {
            Widgets.Button("insert first") { ids.wrappedValue.insert(-1, at: 0) }
            Widgets.Button("remove 5") { ids.wrappedValue.removeAll { $0 == 5 } }
            Widgets.Button("select 7 and 9") { selected.wrappedValue = [7, 9] }
            List(ids.wrappedValue, id: \.self, selection: selected) { Text("row \($0)") }
                .onActivate { (id: Int) in seen.activated.append(id) }
        }
    }
}

private struct Single: HookView {
    let seen: Seen

    var hookBody: some View {
        let selected = useState(Int?.none)
        let _ = seen.rendered(selected.wrappedValue)
        List(seen.ids, id: \.self, selection: selected) { Text("row \($0)") }
            .onActivate { (id: Int) in seen.activated.append(id) }
    }
}

/// The positions GTK's selection model of `list` holds selected.
@MainActor private func gtkSelected(_ list: Gtk.Widget) throws -> [Int] {
    let model = try XCTUnwrap((list as? ListView)?.selectionModel)
    let bitset = model.selection()
    return (0..<UInt32(bitset.size())).map { Int(bitset.nth(nth: $0)) }
}

final class ListSelectionGtkTests: GtkHostTestCase {
    func testG6GtksSelectionModelShowsTheSelectedIdsAndFollowsThemThroughDataChanges() throws {
        try MainActor.assumeIsolated {
            let seen = Seen()
            try GtkTester.run(Multiple(seen: seen)) { app in
                try await app.waitUntil { app.find(text: "row 0") != nil }
                let list = try XCTUnwrap(app.find(role: .list))
                XCTAssertEqual(try gtkSelected(list), [])

                try app.click(text: "select 7 and 9")
                try await app.waitUntil { (try? gtkSelected(list)) == [7, 9] }
                // The theme styles a row by its list item's :selected state.
                let itemOf = { (text: String) in app.find(text: text)?.parent }
                try await app.waitUntil {
                    itemOf("row 7")?.stateFlags().contains(.selected) ?? false
                }
                XCTAssertFalse(try XCTUnwrap(itemOf("row 8")).stateFlags().contains(.selected))
                // Assistive technologies are told too: GTK's selected state.
                XCTAssertEqual(itemOf("row 7")?.accessibleSelectedState, true)
                XCTAssertNotEqual(itemOf("row 8")?.accessibleSelectedState, true)

                try app.selectRow(3, in: list, extending: true)
                try await app.waitUntil { seen.selection == [3, 7, 9] }
                XCTAssertEqual(try gtkSelected(list), [3, 7, 9])

                try app.click(text: "insert first")
                try await app.waitUntil { (try? gtkSelected(list)) == [4, 8, 10] }
                XCTAssertEqual(seen.selection, [3, 7, 9], "G6 the ids stay selected")

                try app.selectRow(6, in: list, extending: true)
                try await app.waitUntil { seen.selection == [3, 5, 7, 9] }
                try app.click(text: "remove 5")
                try await app.waitUntil { seen.selection == [3, 7, 9] }
                XCTAssertEqual(try gtkSelected(list), [4, 7, 9], "G6 \(seen.selection)")

                try app.selectRows(1...3, in: list)
                try await app.waitUntil { seen.selection == [0, 1, 2] }
                XCTAssertEqual(try gtkSelected(list), [1, 2, 3])

                try app.selectRow(0, in: list)
                try await app.waitUntil { seen.selection == [-1] }
                XCTAssertEqual(try gtkSelected(list), [0])
                let rowOf = { (text: String) in app.find(text: text)?.parent }
                XCTAssertEqual(rowOf("row -1")?.accessibleSelectedState, true)
                XCTAssertNotEqual(rowOf("row 7")?.accessibleSelectedState, true, "told unselected")

                try app.activateRow(2, in: list)
                XCTAssertEqual(seen.activated, [1])
            }
        }
    }

    func testG7KeysMoveTheSelectionAndCtrlASelectsEveryRowEnterActivates() throws {
        try MainActor.assumeIsolated {
            let seen = Seen()
            seen.ids = Array(0..<100)
            try GtkTester.run(Multiple(seen: seen)) { app in
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                let window = try XCTUnwrap(app.windows.first)
                window.setDefaultSize(width: 400, height: 400)
                try await app.waitUntil { app.find(text: "row 0") != nil }
                let list = try XCTUnwrap(app.find(role: .list))
                try await Task.sleep(for: .milliseconds(300))
                try app.selectRow(2, in: list)
                try await app.waitUntil { seen.selection == [2] }
                // Keyboard focus on the selected row, as a click would leave it.
                _ = app.find(text: "row 2")?.parent?.grabFocus()

                input.type(keysym: 0xff54)  // Down
                try await app.waitUntil { seen.selection == [3] }
                input.type(keysym: 0xff57)  // End
                try await app.waitUntil { seen.selection == [99] }
                input.type(keysym: 0xff55)  // Page Up
                try await app.waitUntil { (seen.selection.first ?? 99) < 99 }
                input.type(keysym: 0xff56)  // Page Down
                try await app.waitUntil { seen.selection == [99] }
                input.type(keysym: 0xff50)  // Home
                try await app.waitUntil { seen.selection == [0] }

                input.type(keysym: 0xff0d)  // Return
                try await app.waitUntil { seen.activated == [0] }

                input.type(keysym: 0x61, holding: 0xffe3)  // Ctrl+A
                try await app.waitUntil { seen.selection.count == 100 }
                XCTAssertEqual(try gtkSelected(list).count, 100)
            }
        }
    }

    func testG7ClicksSelectCtrlAndShiftClicksExtendADoubleClickActivates() throws {
        try MainActor.assumeIsolated {
            let seen = Seen()
            seen.ids = Array(0..<100)
            try GtkTester.run(Multiple(seen: seen)) { app in
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                let window = try XCTUnwrap(app.windows.first)
                window.setDefaultSize(width: 400, height: 400)
                try await app.waitUntil { app.find(text: "row 6")?.isMapped ?? false }
                try await Task.sleep(for: .milliseconds(300))
                @MainActor func point(ofRow row: Int) throws -> (Int32, Int32) {
                    let label = try XCTUnwrap(app.find(text: "row \(row)"))
                    let half = Double(label.height) / 2
                    let point = try XCTUnwrap(
                        label.translateCoordinates(
                            destWidget: window, srcX: 4, srcY: half))
                    return (Int32(point.destX), Int32(point.destY))
                }
                let (x1, y1) = try point(ofRow: 1)
                input.move(to: window, x: x1, y: y1)
                input.click()
                try await app.waitUntil { seen.selection == [1] }
                let (x4, y4) = try point(ofRow: 4)
                input.move(to: window, x: x4, y: y4)
                input.click(holding: 0xffe3)  // Control
                try await app.waitUntil { seen.selection == [1, 4] }
                let (x6, y6) = try point(ofRow: 6)
                input.move(to: window, x: x6, y: y6)
                input.click(holding: 0xffe1)  // Shift
                // GTK selects the range from the row last clicked, and only it.
                try await app.waitUntil { seen.selection == [4, 5, 6] }
                XCTAssertEqual(try gtkSelected(XCTUnwrap(app.find(role: .list))), [4, 5, 6])

                input.click()
                input.click()
                try await app.waitUntil { seen.activated == [6] }
            }
        }
    }

    func testG7ADragOverRowsOfAMultipleSelectionSelectsTheRowsItSpans() throws {
        try MainActor.assumeIsolated {
            let seen = Seen()
            seen.ids = Array(0..<100)
            try GtkTester.run(Multiple(seen: seen)) { app in
                let window = try XCTUnwrap(app.windows.first)
                window.setDefaultSize(width: 400, height: 400)
                try await app.waitUntil { app.find(text: "row 6")?.isMapped ?? false }
                let list = try XCTUnwrap(app.find(role: .list))
                XCTAssertTrue(try XCTUnwrap(list as? ListView).enableRubberband)
                @MainActor func point(ofRow row: Int) throws -> Widgets.Point {
                    let label = try XCTUnwrap(app.find(text: "row \(row)"))
                    let point = try XCTUnwrap(
                        label.translateCoordinates(
                            destWidget: list, srcX: 4, srcY: Double(label.height) / 2))
                    return Widgets.Point(x: point.destX + 200, y: point.destY)
                }
                try await app.drag(list, from: point(ofRow: 2), to: point(ofRow: 5))
                try await app.waitUntil { seen.selection == [2, 3, 4, 5] }
                XCTAssertEqual(try gtkSelected(list), [2, 3, 4, 5])
            }
        }
    }

    func testG7ASingleSelectionIsOneIdAndFollowsGtk() throws {
        try MainActor.assumeIsolated {
            let seen = Seen()
            try GtkTester.run(Single(seen: seen)) { app in
                try await app.waitUntil { app.find(text: "row 0") != nil }
                let list = try XCTUnwrap(app.find(role: .list))
                try app.selectRow(4, in: list)
                try await app.waitUntil { seen.single == 4 }
                try app.selectRow(6, in: list, extending: true)
                try await app.waitUntil { seen.single == 6 }
                XCTAssertEqual(try gtkSelected(list), [6])
                try app.activateRow(6, in: list)
                XCTAssertEqual(seen.activated, [6])
            }
        }
    }
}
