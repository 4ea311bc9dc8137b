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
    var selection: Set<String> = []
    var single: String?
    var activated: [String] = []
    func rendered(_ selection: Set<String>) { self.selection = selection }
    func rendered(_ single: String?) { self.single = single }
}

private struct Tags: HookView {
    let seen: Seen

    var hookBody: some View {
        let selected = useState(Set<String>())
        let names = useState((0..<12).map { "tag \($0)" })
        let _ = seen.rendered(selected.wrappedValue)
        VStack {
            Widgets.Button("insert first") { names.wrappedValue.insert("new", at: 0) }
            Widgets.Button("remove tag 3") { names.wrappedValue.removeAll { $0 == "tag 3" } }
            Widgets.Button("select tag 9") { selected.wrappedValue = ["tag 9"] }
            FlowGrid(names.wrappedValue, id: \.self, selection: selected) { Text($0) }
                .onActivate { (name: String) in seen.activated.append(name) }
        }
    }
}

private struct OneTag: HookView {
    let seen: Seen

    var hookBody: some View {
        let selected = useState(String?.none)
        let _ = seen.rendered(selected.wrappedValue)
        FlowGrid(["a", "b", "c"], id: \.self, selection: selected) { Text($0) }
    }
}

/// The indices of the cells GTK's flow box shows selected.
@MainActor private func gtkSelected(_ app: GtkTester) throws -> [Int] {
    let box = try XCTUnwrap(app.allWidgets.lazy.compactMap { $0 as? FlowBox }.first)
    return box.selectedChildren().map { Int($0.index()) }.sorted()
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

final class FlowGridGtkTests: GtkHostTestCase {
    func testG9GtksFlowBoxSelectionFollowsIdsClicksAndDataChanges() throws {
        try MainActor.assumeIsolated {
            let seen = Seen()
            try GtkTester.run(Tags(seen: seen)) { app in
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                let window = try XCTUnwrap(app.windows.first)
                window.setDefaultSize(width: 400, height: 300)
                try await app.waitUntil { app.find(text: "tag 5")?.isMapped ?? false }
                try await Task.sleep(for: .milliseconds(300))
                XCTAssertNotNil(app.find(role: .grid))
                XCTAssertEqual(app.findAll(role: .gridCell).count, 12)

                try click("tag 3", in: app, with: input)
                try await app.waitUntil { seen.selection == ["tag 3"] }
                try click("tag 5", in: app, with: input, holding: 0xffe3)  // Control
                try await app.waitUntil { seen.selection == ["tag 3", "tag 5"] }
                XCTAssertEqual(try gtkSelected(app), [3, 5])

                try app.click(text: "insert first")
                try await app.waitUntil { app.find(text: "new") != nil }
                XCTAssertEqual(try gtkSelected(app), [4, 6], "G9 the ids stay selected")
                XCTAssertEqual(seen.selection, ["tag 3", "tag 5"])
                try app.click(text: "remove tag 3")
                try await app.waitUntil { seen.selection == ["tag 5"] }
                XCTAssertEqual(try gtkSelected(app), [5])

                try app.click(text: "select tag 9")
                try await app.waitUntil { (try? gtkSelected(app)) == [9] }
                let grid = try XCTUnwrap(app.find(role: .grid))
                try app.selectRow(1, in: grid, extending: true)
                try await app.waitUntil { seen.selection == ["tag 0", "tag 9"] }

                try click("tag 7", in: app, with: input, times: 2)
                try await app.waitUntil { seen.activated == ["tag 7"] }
                try app.activateRow(0, in: grid)
                XCTAssertEqual(seen.activated, ["tag 7", "new"])
            }
        }
    }

    func testG9ASingleSelectionFlowGridHoldsOneId() throws {
        try MainActor.assumeIsolated {
            let seen = Seen()
            try GtkTester.run(OneTag(seen: seen)) { app in
                try await app.waitUntil { app.find(text: "a") != nil }
                let grid = try XCTUnwrap(app.find(role: .grid))
                try app.selectRow(1, in: grid)
                try await app.waitUntil { seen.single == "b" }
                try app.selectRow(2, in: grid, extending: true)
                try await app.waitUntil { seen.single == "c" }
                XCTAssertEqual(try gtkSelected(app), [2])
            }
        }
    }

    func testG9ArrowsMoveTheSelectionCtrlASelectsEveryCellEnterActivates() throws {
        try MainActor.assumeIsolated {
            let seen = Seen()
            try GtkTester.run(Tags(seen: seen)) { app in
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                try await app.waitUntil { app.find(text: "tag 5")?.isMapped ?? false }
                try await Task.sleep(for: .milliseconds(300))
                try click("tag 2", in: app, with: input)
                try await app.waitUntil { seen.selection == ["tag 2"] }

                input.type(keysym: 0xff53)  // Right
                try await app.waitUntil { seen.selection == ["tag 3"] }
                input.type(keysym: 0xff0d)  // Return
                try await app.waitUntil { seen.activated == ["tag 3"] }
                input.type(keysym: 0x61, holding: 0xffe3)  // Ctrl+A
                try await app.waitUntil { seen.selection.count == 12 }
                XCTAssertEqual(try gtkSelected(app).count, 12)
            }
        }
    }
}
