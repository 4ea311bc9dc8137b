import Hooks
import TestHost
import Testing
import Widgets

@testable import Reconciler

// Restart with state for the rows of a virtualized `List` on TestHost: each row
// is a root of its own, saved by the list's path and the row's key.

private struct Counter: HookView {
    let id: Int

    var hookBody: some View {
        let count = useState(0)
        HStack {
            Text("row \(id) count \(count.wrappedValue)")
            Button("add \(id)") { count.wrappedValue += 1 }
        }
    }
}

private struct Feed: View {
    let ids: [Int]
    var showsList = true

    var body: some View {
        VStack {
            Text("feed")
            if showsList {
                List(ids, id: \.self) { Counter(id: $0) }
            }
        }
    }
}

/// The same process stands for the next one: a value goes back as it is.
private let sameType: HookValueCarry = { value, _ in value }

@MainActor private func host(_ view: some View) -> TestHost {
    let host = TestHost()
    host.visibleRowCount = 5
    host.render(view)
    return host
}

@MainActor private func text(_ host: TestHost, row id: Int) -> String? {
    host.widgets.first { $0.text?.hasPrefix("row \(id) count") == true }?.text
}

@MainActor struct VirtualizedRowsHookPathsTests {
    /// Rows 1 and 3 on screen and row 52 off screen (kept mounted) with counts, saved
    /// (rows 0 to 4 and 50 to 54 were shown, so they are saved).
    private func savedFeed() throws -> [String: [Int: Any]] {
        let before = host(Feed(ids: Array(0..<100)))
        try before.tap(text: "add 1")
        try before.tap(text: "add 1")
        try before.tap(text: "add 3")
        let list = try #require(before.find(role: .list))
        before.scroll(list, toRow: 50)
        for _ in 0..<3 { try before.tap(text: "add 52") }
        before.scroll(list, toRow: 0)
        let saved = before.renderer.hookValuesByPath
        before.unmount()
        return saved
    }

    @Test("the rows a List keeps, on screen and off, are saved by the list's path and the row key")
    func savesRowsByKey() throws {
        let saved = try savedFeed()
        let rows = saved.filter { $0.key.contains("/[row]#") }
        // Rows 0 to 4 on screen, and 50 to 54, kept off screen since they were shown.
        #expect(rows.count == 10)
        let row52 =
            "/ReconcilerTests.(local).Feed@0/Widgets.VStack@0/Reconciler.Group@0/Widgets.List@1"
            + "/[row]#52/ReconcilerTests.(local).Counter@0/Widgets.HStack@0"
        #expect(rows[row52]?[0] as? Int == 3)
    }

    @Test("bound rows take their saved state at once, other rows when scrolled into view")
    func restoresShownAndLaterRows() throws {
        let saved = try savedFeed()
        let after = host(Feed(ids: Array(0..<100)))

        let restored = after.renderer.restoreHookValues(saved, carrying: sameType)
        after.flush()

        #expect(text(after, row: 1) == "row 1 count 2")
        #expect(text(after, row: 3) == "row 3 count 1")
        #expect(text(after, row: 0) == "row 0 count 0")
        // Row 52 was not bound: its values wait for it, and count as handed over.
        #expect(restored.contains { $0.contains("/[row]#52/") })
        let list = try #require(after.find(role: .list))
        after.scroll(list, toRow: 50)
        #expect(text(after, row: 52) == "row 52 count 3")
        #expect(text(after, row: 51) == "row 51 count 0")
        // Nothing is left to restore, and a second round finds nothing either.
        #expect(list.viewport?.rows.savedRows == nil)
        #expect(
            after.renderer.restoreHookValues(saved, carrying: sameType, skipping: restored)
                .isEmpty)
    }

    @Test("a row bound after the restore renders its saved state before it is shown")
    func laterRowNeverShowsItsFreshState() throws {
        let saved = try savedFeed()
        let after = host(Feed(ids: Array(0..<100)))
        after.flushesAfterActions = false
        _ = after.renderer.restoreHookValues(saved, carrying: sameType)
        after.flush()
        let list = try #require(after.find(role: .list))

        after.scroll(list, toRow: 50)  // no flush: what the bind rendered

        #expect(text(after, row: 52) == "row 52 count 3")
    }

    @Test("a saved row whose key is gone restores into no row; the list drops its values")
    func goneRowGetsNothing() throws {
        let saved = try savedFeed()
        let after = host(Feed(ids: Array(0..<100).filter { $0 != 3 }))
        let list = try #require(after.find(role: .list))
        let rows = try #require(list.viewport?.rows)

        _ = after.renderer.restoreHookValues(saved, carrying: sameType)
        after.flush()

        // Row 4 now stands where row 3 was: it keeps its own (fresh) state.
        #expect(text(after, row: 4) == "row 4 count 0")
        #expect(text(after, row: 1) == "row 1 count 2")
        #expect(rows.savedRows?.values.count == 6)  // rows 3 and 50 to 54, waiting
        after.scroll(list, toRow: 49)  // rows 50 to 54, one place up without row 3
        #expect(text(after, row: 52) == "row 52 count 3")
        #expect(rows.savedRows?.values.count == 1)  // row 3's, for a row that never comes

        after.render(Feed(ids: Array(0..<100), showsList: false))
        #expect(rows.savedRows == nil)
        after.render(Feed(ids: Array(0..<100)))
        // The list is new: row 3 starts fresh.
        #expect(text(after, row: 3) == "row 3 count 0")
    }
}
