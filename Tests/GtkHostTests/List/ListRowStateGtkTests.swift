import Gtk
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

// Row state that survives scrolling without remounting (SEMANTICS K17, K18)
// in a real GtkListView: the list items keep their widgets, and each row's
// hook values and effects follow its id.

/// What the rows saw, by row id.
@MainActor private final class RowLog {
    var effects: [Int: Int] = [:]
    var cleanups: [Int: Int] = [:]
}

private struct Liked: HookView {
    let id: Int
    let log: RowLog

    var hookBody: some View {
        let likes = useState(0)
        useEffect(.once) {
            log.effects[id, default: 0] += 1
            return { log.cleanups[id, default: 0] += 1 }
        }
        HStack(spacing: 4) {
            Text("row \(id) likes \(likes.wrappedValue)")
            Widgets.Button("like \(id)") { likes.wrappedValue += 1 }
        }
    }
}

final class ListRowStateGtkTests: GtkHostTestCase {
    /// K17 K18: rows with hook state scroll through the same list items'
    /// widgets (no row container changes item, no widget is made), and a
    /// row scrolled away and back shows its state, its effect not run again.
    func testK17K18StatefulRowsScrollThroughTheirListItemsWidgetsAndKeepTheirState() throws {
        try MainActor.assumeIsolated {
            let log = RowLog()
            let view = List(Array(0..<100_000), id: \.self) { Liked(id: $0, log: log) }
            try GtkTester.run(view) { app in
                try await app.waitUntil { app.find(text: "row 3 likes 0") != nil }
                try app.click(text: "like 3")
                try await app.waitUntil { app.find(text: "row 3 likes 1") != nil }
                let scrolled = try XCTUnwrap(app.find(role: .list)?.parent as? ScrolledWindow)
                let step = scrolled.maximumVerticalOffset / 100  // about 1,000 rows
                scrolled.verticalOffset += step
                await app.nextFrame()
                MainLoop.drainPendingEvents()
                let objects = LiveObjects.objects
                let before = ListRows.counts
                for _ in 0..<3 {
                    scrolled.verticalOffset += step
                    await app.nextFrame()
                }
                MainLoop.drainPendingEvents()
                XCTAssertGreaterThan(ListRows.counts.rendered, before.rendered)
                XCTAssertEqual(
                    ListRows.counts.placed, before.placed,
                    "rows render in the list item they were in: no container changes item")
                XCTAssertEqual(LiveObjects.objects, objects, "no widget is made")

                scrolled.verticalOffset = 0
                try await app.waitUntil { app.find(text: "row 0 likes 0") != nil }
                XCTAssertNotNil(app.find(text: "row 3 likes 1"), app.dump())
                XCTAssertEqual(log.effects[3], 1, "shown again: its effect is not run again")
                XCTAssertNil(log.cleanups[3], "off screen its effect stayed set up")
                try app.click(text: "like 3")
                try await app.waitUntil { app.find(text: "row 3 likes 2") != nil }

                app.root.render(Text("no list"))
                try await app.waitUntil { log.cleanups[3] == 1 }
                XCTAssertEqual(
                    Set(log.cleanups.keys), Set(log.effects.keys), "every row cleans up")
                XCTAssertTrue(log.cleanups.values.allSatisfy { $0 == 1 }, "once")
            }
        }
    }
}
