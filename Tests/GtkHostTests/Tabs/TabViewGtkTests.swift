import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@MainActor private final class Seen {
    var renders: [String: Int] = [:]

    func rendered(_ name: String) { renders[name, default: 0] += 1 }
}

private struct Counter: HookView {
    let name: String
    let seen: Seen

    var hookBody: some View {
        let count = useState(0)
        let _ = seen.rendered(name)
        Widgets.Button("\(name) \(count.wrappedValue)") { count.wrappedValue += 1 }
    }
}

private struct Tabs: View {
    let tab: String
    let seen: Seen
    let writes: Recorder<String>

    var body: some View {
        TabView(selection: Binding(get: { tab }, set: { writes.record($0) })) {
            Counter(name: "one", seen: seen).tabItem("One").tag("one")
            Counter(name: "two", seen: seen).tabItem("Two").tag("two")
            Counter(name: "three", seen: seen)
                .tabItem("Three", icon: "folder-symbolic")
                .tag("three")
        }
    }
}

/// A tab view whose selection is the app's state.
private struct StatefulTabs: HookView {
    let seen: Seen

    var hookBody: some View {
        let tab = useState("one")
        TabView(selection: tab) {
            Counter(name: "one", seen: seen).tabItem("One").tag("one")
            Counter(name: "two", seen: seen).tabItem("Two").tag("two")
        }
    }
}

final class TabViewGtkTests: GtkHostTestCase {
    func testG23G24ClickingATabWritesTheSelectionAndCodeWritesShowThePage() throws {
        try MainActor.assumeIsolated {
            let seen = Seen()
            let writes = Recorder<String>()
            try GtkTester.run(Tabs(tab: "one", seen: seen, writes: writes)) { app in
                let tabs = try XCTUnwrap(app.find(role: .tabView), app.dump())
                XCTAssertEqual(tabs.typeName, "GtkStackSwitcher")
                let stack = try XCTUnwrap(tabs.parent?.children.first { $0 is Stack } as? Stack)
                XCTAssertEqual(app.tabButtons(of: tabs).count, 3)
                let iconTab = app.tabButtons(of: tabs)[2]
                XCTAssertEqual(iconTab.tooltip, "Three", "an icon tab's tooltip is its title")
                XCTAssertEqual(stack.visibleChild.flatMap { stack.page(child: $0)?.title }, "One")
                XCTAssertNil(seen.renders["three"], "a page never shown is never rendered")

                try app.chooseTab("Three", in: tabs)
                XCTAssertEqual(writes.values, ["three"])
                app.root.render(Tabs(tab: "three", seen: seen, writes: writes))
                await app.nextFrame()
                XCTAssertEqual(seen.renders["three"], 1)
                XCTAssertNotNil(app.find(text: "three 0"))

                app.root.render(Tabs(tab: "two", seen: seen, writes: writes))
                XCTAssertEqual(stack.visibleChild.flatMap { stack.page(child: $0)?.title }, "Two")
                XCTAssertEqual(writes.values, ["three"], "G1: code's selection is not written back")
                XCTAssertNil(seen.renders["unknown"])
            }
        }
    }

    func testG23AHiddenPageKeepsItsState() throws {
        try MainActor.assumeIsolated {
            let seen = Seen()
            try GtkTester.run(StatefulTabs(seen: seen)) { app in
                let tabs = try XCTUnwrap(app.find(role: .tabView))
                try app.click(text: "one 0")
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "one 1"))
                XCTAssertNil(seen.renders["two"])
                try app.chooseTab("Two", in: tabs)
                try await app.waitUntil { app.find(text: "two 0") != nil }
                await app.nextFrame()
                let hidden = try XCTUnwrap(app.find(text: "one 1"), "the hidden page is kept")
                XCTAssertFalse(hidden.isMapped, "and not shown")
                try app.chooseTab("One", in: tabs)
                try await app.waitUntil { app.find(text: "one 1")?.isMapped == true }
                XCTAssertEqual(seen.renders["two"], 1)
            }
        }
    }
}
