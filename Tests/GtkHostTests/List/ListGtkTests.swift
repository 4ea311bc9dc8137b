import Gtk
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

private struct PrefixKey: EnvironmentKey {
    static var defaultValue: String { "row" }
}

extension EnvironmentValues {
    fileprivate var rowPrefix: String {
        get { self[PrefixKey.self] }
        set { self[PrefixKey.self] = newValue }
    }
}

private struct Item: Hashable {
    let id: Int
}

private struct Row: HookView {
    let item: Item

    var hookBody: some View {
        let likes = useState(0)
        let prefix = useEnvironment(\.rowPrefix)
        HStack(spacing: 4) {
            Text("\(prefix) \(item.id) likes \(likes.wrappedValue)")
            Widgets.Button("like \(item.id)") { likes.wrappedValue += 1 }
        }
    }
}

private struct Feed: View {
    let items: [Item]
    var prefix = "row"

    var body: some View {
        List(items, id: \.id) { Row(item: $0) }
            .environment(\.rowPrefix, prefix)
    }
}

final class ListGtkTests: GtkHostTestCase {
    func testA100000RowListBindsOnlyVisibleRowsAndKeepsRowStateByID() throws {
        try MainActor.assumeIsolated {
            let items = (0..<100_000).map { Item(id: $0) }
            try GtkTester.run(Feed(items: items)) { app in
                let window = try XCTUnwrap(app.windows.first)
                window.setDefaultSize(width: 400, height: 400)
                try await app.waitUntil { app.find(text: "row 0 likes 0") != nil }
                let list = try XCTUnwrap(app.find(role: .list))
                let scrolled = try XCTUnwrap(list.parent as? ScrolledWindow)
                XCTAssertLessThan(rowLabels(app).count, 300, "only rows on screen have widgets")

                try app.click(text: "like 3")
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "row 3 likes 1"))

                scrolled.verticalOffset = scrolled.maximumVerticalOffset / 2
                try await app.waitUntil { rowLabels(app).contains { $0.hasPrefix("row 49") } }
                XCTAssertNil(app.find(text: "row 3 likes 1"), "scrolled away: unbound")
                XCTAssertLessThan(rowLabels(app).count, 300)
                // The row in the middle of the screen: bound rows beyond the edges
                // may be off screen after the shift by one row below.
                await app.nextFrame()
                let middle = try XCTUnwrap(centralRowLabel(app, in: scrolled))
                let middleID = try XCTUnwrap(Int(middle.split(separator: " ")[1]))
                try app.click(text: "like \(middleID)")
                try app.click(text: "like \(middleID)")
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "row \(middleID) likes 2"))

                scrolled.verticalOffset = 0
                try await app.waitUntil { app.find(text: "row 3 likes 1") != nil }
                scrolled.verticalOffset = scrolled.maximumVerticalOffset
                try await app.waitUntil { app.find(text: "row 99999 likes 0") != nil }
                scrolled.verticalOffset = 0
                try await app.waitUntil { app.find(text: "row 0 likes 0") != nil }

                // Removing the first item moves every row up; state stays with the id.
                app.root.render(Feed(items: Array(items.dropFirst())))
                try await app.waitUntil { app.find(text: "row 3 likes 1") != nil }
                XCTAssertNil(app.find(text: "row 0 likes 0"))
                // GTK 4.8's list view must lay out a change of its row count
                // before its offset is set, or it stays on the rows it showed.
                await app.nextFrame()

                // The rows see the list's environment, and follow its changes.
                app.root.render(Feed(items: Array(items.dropFirst()), prefix: "item"))
                try await app.waitUntil { app.find(text: "item 3 likes 1") != nil }

                scrolled.verticalOffset = scrolled.maximumVerticalOffset / 2
                try await app.waitUntil {
                    app.find(text: "item \(middleID) likes 2") != nil
                }
            }
        }
    }

    func testRowsLongestOffScreenBeyondTheLimitAreUnmountedAndStartFresh() throws {
        try MainActor.assumeIsolated {
            let items = (0..<100_000).map { Item(id: $0) }
            try GtkTester.run(Feed(items: items)) { app in
                try await app.waitUntil { app.find(text: "row 3 likes 0") != nil }
                try app.click(text: "like 3")
                await app.nextFrame()
                let scrolled = try XCTUnwrap(app.find(role: .list)?.parent as? ScrolledWindow)
                // Show about 200 new rows per page, far more than 2,000 in all.
                for page in 1...16 {
                    scrolled.verticalOffset = scrolled.maximumVerticalOffset * Double(page) / 17
                    await app.nextFrame()
                }
                scrolled.verticalOffset = 0
                try await app.waitUntil { app.find(text: "row 3 likes 0") != nil }
            }
        }
    }

    func testRowsWithoutHookStateReuseTheirWidgetsWhileScrolling() throws {
        try MainActor.assumeIsolated {
            let items = (0..<100_000).map { Item(id: $0) }
            let view = List(items, id: \.id) { item in
                HStack {
                    Text("plain \(item.id)")
                    Widgets.Button("open \(item.id)") {}
                }
            }
            try GtkTester.run(view) { app in
                try await app.waitUntil { app.find(text: "plain 0") != nil }
                let scrolled = try XCTUnwrap(app.find(role: .list)?.parent as? ScrolledWindow)
                await app.nextFrame()
                let objectsBefore = LiveObjects.objects
                scrolled.verticalOffset = scrolled.maximumVerticalOffset / 2
                let middle: @MainActor () -> String? = {
                    app.allWidgets.lazy.compactMap(\.displayedText)
                        .first { $0.hasPrefix("plain 49") || $0.hasPrefix("plain 50") }
                }
                try await app.waitUntil { middle() != nil }
                await app.nextFrame()
                XCTAssertLessThanOrEqual(
                    LiveObjects.objects, objectsBefore + 20, "rows reuse pooled widgets")
                let id = try XCTUnwrap(middle()?.split(separator: " ").last)
                try app.click(text: "open \(id)")
            }
        }
    }

    func testScrollingRowsWithoutHookStateRendersThemInTheirListItems() throws {
        try MainActor.assumeIsolated {
            let items = (0..<100_000).map { Item(id: $0) }
            let list = { (items: [Item]) in
                List(items, id: \.id) { item in
                    HStack {
                        Text("plain \(item.id)")
                        Widgets.Button("open \(item.id)") {}
                    }
                }
            }
            try GtkTester.run(list(items)) { app in
                try await app.waitUntil { app.find(text: "plain 0") != nil }
                let scrolled = try XCTUnwrap(app.find(role: .list)?.parent as? ScrolledWindow)
                let step = scrolled.maximumVerticalOffset / 100  // about 1,000 rows
                scrolled.verticalOffset += step
                await app.nextFrame()
                let before = ListRows.counts
                for _ in 0..<3 {
                    scrolled.verticalOffset += step
                    await app.nextFrame()
                }
                let shown = app.allWidgets.compactMap(\.displayedText).filter {
                    $0.hasPrefix("plain ")
                }
                let ids = shown.compactMap { Int($0.dropFirst("plain ".count)) }
                XCTAssertEqual(Set(ids).count, ids.count, "each row shown once: \(shown)")
                XCTAssertTrue(ids.contains { (3_500..<4_500).contains($0) }, "\(shown)")
                XCTAssertGreaterThan(ListRows.counts.rendered, before.rendered)
                XCTAssertEqual(
                    ListRows.counts.placed, before.placed,
                    "rows render in the list item they were in: no widget changes parent")
                try app.click(text: "open \(ids[0])")

                // Removing a shown row moves the rows below it up, in place.
                let removed = try XCTUnwrap(ids.first { $0 >= 3_000 })
                app.root.render(list(items.filter { $0.id != removed }))
                await app.nextFrame()
                let after = app.allWidgets.compactMap(\.displayedText).filter {
                    $0.hasPrefix("plain ")
                }
                XCTAssertFalse(after.contains("plain \(removed)"))
                XCTAssertTrue(after.contains("plain \(removed + 1)"))
                XCTAssertEqual(Set(after).count, after.count, "each row shown once: \(after)")
            }
        }
    }

    func testAScrolledListOfRowsWithoutHookStateReleasesEveryRowWhenUnmounted() throws {
        try MainActor.assumeIsolated {
            let items = (0..<100_000).map { Item(id: $0) }
            var baseline = ""
            try GtkTester.run(Text("no list")) { app in
                await app.nextFrame()
                MainLoop.drainPendingEvents()
                baseline = LiveObjects.summary
                app.root.render(List(items, id: \.id) { Text("plain \($0.id)") })
                try await app.waitUntil { app.find(text: "plain 0") != nil }
                // The scrolled window's wrapper lives (and holds its widget) in this block only.
                do {
                    let scrolled = try XCTUnwrap(
                        app.find(role: .list)?.parent as? ScrolledWindow)
                    for page in 1...3 {
                        scrolled.verticalOffset = scrolled.maximumVerticalOffset * Double(page) / 4
                        await app.nextFrame()
                    }
                }
                app.root.render(Text("no list"))
                await app.nextFrame()
                try? await app.waitUntil(bound: .seconds(20)) {
                    MainLoop.drainPendingEvents()
                    return LiveObjects.summary == baseline
                }
                XCTAssertEqual(LiveObjects.summary, baseline, "K9 G4")
            }
        }
    }

    func testRowsAreUnmountedWithTheList() throws {
        try MainActor.assumeIsolated {
            let items = (0..<50).map { Item(id: $0) }
            try GtkTester.run(Feed(items: items)) { app in
                try await app.waitUntil { app.find(text: "row 0 likes 0") != nil }
                app.root.render(Text("no list"))
                await app.nextFrame()
                XCTAssertTrue(rowLabels(app).isEmpty)
                XCTAssertNil(app.find(role: .list))
            }
        }
    }
}

@MainActor private func rowLabels(_ app: GtkTester) -> [String] {
    app.allWidgets.compactMap(\.displayedText).filter(isRowLabel)
}

/// Whether `text` is a row's label.
private func isRowLabel(_ text: String) -> Bool {
    (text.hasPrefix("row ") || text.hasPrefix("item ")) && text.contains(" likes ")
}

/// The text of the row label nearest the middle of `scrolled`'s visible area.
@MainActor private func centralRowLabel(_ app: GtkTester, in scrolled: ScrolledWindow) -> String? {
    let middle = Double(scrolled.height) / 2
    return app.allWidgets.filter { widget in
        widget.isMapped && (widget.displayedText.map(isRowLabel) ?? false)
    }.min { a, b in
        distance(of: a, from: middle, in: scrolled) < distance(of: b, from: middle, in: scrolled)
    }?.displayedText
}

/// How far the top of `widget` is from `y` in `scrolled`.
@MainActor private func distance(of widget: Gtk.Widget, from y: Double, in scrolled: ScrolledWindow)
    -> Double
{
    abs(
        (widget.translateCoordinates(destWidget: scrolled, srcX: 0, srcY: 0)?.destY ?? .infinity)
            - y)
}
