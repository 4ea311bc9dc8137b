import Gtk
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

/// A row with a context menu that a tap takes away.
private struct Row: HookView {
    var hookBody: some View {
        let hasMenu = useState(true)
        let taps = useState(0)
        // The same Text throughout: the first tap re-renders it with the
        // menu, the second takes the modifier away.
        Text("Row \(taps.wrappedValue)")
            .frame(width: 200, height: 80)
            .onTapGesture {
                taps.wrappedValue += 1
                if taps.wrappedValue == 2 { hasMenu.wrappedValue = false }
            }
            .contextMenu {
                MenuItem("Open") {}
                Divider()
                MenuItem("Delete") {}
            }
            .modifiers { if !hasMenu.wrappedValue { $0.pointerInput.contextMenu = nil } }
    }
}

final class ContextMenuGtkTests: GtkHostTestCase {
    func testG89TheMenuGesturesAreMadeOnceAndGoWithTheModifier() throws {
        try MainActor.assumeIsolated {
            let before = PointerControllers.made
            try GtkTester.run(Row()) { app in
                try await app.waitUntilMapped()
                let row = try app.require(text: "Row 0")
                XCTAssertEqual(
                    PointerControllers.made - before, 3,
                    "a tap gesture, a right-click gesture and a long-press gesture")
                let controllers = row.observeControllers()?.nItems() ?? 0
                try await app.tap(row, at: Point(x: 5, y: 5))
                XCTAssertEqual(row.displayedText, "Row 1")
                XCTAssertEqual(PointerControllers.made - before, 3, "a render made none")
                try await app.tap(row, at: Point(x: 5, y: 5))
                XCTAssertEqual(row.displayedText, "Row 2")
                XCTAssertEqual(
                    row.observeControllers()?.nItems(), controllers - 2,
                    "the right-click and long-press gestures are removed")
            }
        }
    }
}
