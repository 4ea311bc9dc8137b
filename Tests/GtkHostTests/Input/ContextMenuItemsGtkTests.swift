import Gtk
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

/// A row whose context menu counts opens (re-rendering it) and can take
/// itself away.
private struct Row: HookView {
    let events: Recorder<String>

    var hookBody: some View {
        let opens = useState(0)
        let hasMenu = useState(true)
        let shown = opens.wrappedValue
        // The same Text throughout: "Remove menu" takes the modifier away.
        Text("Row \(shown)")
            .frame(width: 200, height: 80)
            .contextMenu {
                MenuItem("Open") {
                    // The count this render showed: an older closure would
                    // count from an older value.
                    opens.wrappedValue = shown + 1
                    events.record("open \(shown + 1)")
                }
                Divider()
                MenuItem("Remove menu") { hasMenu.wrappedValue = false }
            }
            .modifiers { if !hasMenu.wrappedValue { $0.pointerInput.contextMenu = nil } }
    }
}

final class ContextMenuItemsGtkTests: GtkHostTestCase {
    /// The context menu's popover under `widget`, if it has one.
    @MainActor private static func popover(of widget: Gtk.Widget) -> PopoverMenu? {
        var child = widget.firstChild()
        while let current = child {
            if let popover = current as? PopoverMenu { return popover }
            child = current.nextSibling()
        }
        return nil
    }

    /// The widget showing `title` inside `popover`.
    @MainActor private static func item(_ title: String, in popover: PopoverMenu) -> Gtk.Widget? {
        popover.subtree.first { $0.displayedText == title }
    }

    /// Clicks `item` of the open `popover` with the X pointer.
    @MainActor private static func click(
        _ item: Gtk.Widget, in popover: PopoverMenu, _ app: GtkTester
    ) async throws {
        let input = try XCTUnwrap(XTestInput())
        let center = try XCTUnwrap(
            item.translateCoordinates(
                destWidget: popover, srcX: Double(item.width) / 2, srcY: Double(item.height) / 2))
        input.move(toNative: popover, x: center.destX, y: center.destY)
        await app.nextFrame()
        input.click()
    }

    func testG88ARightClickOpensTheMenuAtThePointAndAClickedItemRunsTheLatestAction() throws {
        try MainActor.assumeIsolated {
            let events = Recorder<String>()
            try GtkTester.run(Row(events: events)) { app in
                try await app.waitUntilMapped()
                for round in 1...2 {
                    let row = try app.require(text: "Row \(round - 1)")
                    try await app.hover(row, at: Point(x: 5, y: 5))
                    try await app.rightClick(row, at: Point(x: 40, y: 30))
                    let popover = try XCTUnwrap(Self.popover(of: row), "parented to the row")
                    try await app.waitUntil { popover.isMapped }
                    let target = try XCTUnwrap(popover.pointingTo)
                    XCTAssertEqual(target.x, 40)
                    XCTAssertEqual(target.y, 30)
                    let open = try XCTUnwrap(Self.item("Open", in: popover))
                    try await app.waitUntil { open.width > 0 }
                    try await Self.click(open, in: popover, app)
                    try await app.waitUntil { app.find(text: "Row \(round)") != nil }
                }
                XCTAssertEqual(events.values, ["open 1", "open 2"])
                XCTAssertNotNil(app.find(text: "Row 2"))
            }
            // The pointer was last over the menu, which GTK's tooltip window
            // remembers: the live-object check at the end of the test sees
            // the menu's action group and actions released with the window.
        }
    }

    func testG88AClickedItemThatTakesItsMenuAwayLeavesNothingOfTheMenuAlive() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Row(events: Recorder<String>())) { app in
                try await app.waitUntilMapped()
                let row = try app.require(text: "Row 0")
                try await app.hover(row, at: Point(x: 5, y: 5))
                try await app.rightClick(row, at: Point(x: 40, y: 30))
                let popover = try XCTUnwrap(Self.popover(of: row))
                try await app.waitUntil { popover.isMapped }
                let remove = try XCTUnwrap(Self.item("Remove menu", in: popover))
                try await app.waitUntil { remove.width > 0 }
                try await Self.click(remove, in: popover, app)
                try await app.waitUntil { Self.popover(of: row) == nil }
                XCTAssertEqual(row.displayedText, "Row 0", "the same row, without its menu")
            }
        }
    }
}
