import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

// `TabView` on TestHost: the pages are `TabPage`s under the `TabStack`; a
// page is rendered the first time it is shown and keeps its state after.

@MainActor private final class Seen {
    var renders: [String: Int] = [:]

    func rendered(_ name: String) { renders[name, default: 0] += 1 }
    var writes: [Int] = []
}

private struct Counter: HookView {
    let name: String
    let seen: Seen

    var hookBody: some View {
        let count = useState(0)
        let _ = seen.rendered(name)
        Button("\(name) \(count.wrappedValue)") { count.wrappedValue += 1 }
    }
}

private struct Tabs: View {
    let tab: Int
    let seen: Seen

    var body: some View {
        TabView(selection: Binding(get: { tab }, set: { seen.writes.append($0) })) {
            Counter(name: "one", seen: seen).tabItem("One").tag(1)
            Counter(name: "two", seen: seen).tabItem("Two", icon: "document-open-symbolic").tag(2)
            Counter(name: "three", seen: seen).tabItem("Three").tag(3)
        }
    }
}

@Suite @MainActor struct TabViewTests {
    @Test("G23 a page never shown is never rendered; a shown one keeps its state while hidden")
    func lazyPagesKeepState() throws {
        let seen = Seen()
        let host = TestHost(Tabs(tab: 1, seen: seen))
        let tabs = try #require(host.find(role: .tabView))
        #expect(tabs.as(TabStack.self)?.titles == ["One", "Two", "Three"])
        #expect(tabs.text == "One")
        #expect(seen.renders["two"] == nil)
        #expect(seen.renders["three"] == nil)
        #expect(tabs.children.map(\.children.count) == [1, 0, 0])
        try host.tap(text: "one 0")
        #expect(host.find(text: "one 1") != nil)

        host.render(Tabs(tab: 2, seen: seen))
        #expect(seen.renders["two"] == 1)
        #expect(seen.renders["three"] == nil)
        #expect(host.find(text: "one 1") != nil, "the hidden page keeps its state")
        host.render(Tabs(tab: 1, seen: seen))
        #expect(host.find(text: "one 1") != nil)
        #expect(seen.writes == [], "G1: a selection from code is not written back")
        host.unmount()
    }

    @Test("G24 choosing a tab writes the selection; the app's write shows the page")
    func choosingWritesTheSelection() throws {
        let seen = Seen()
        let host = TestHost(Tabs(tab: 1, seen: seen))
        let tabs = try #require(host.find(role: .tabView))
        try host.chooseTab("Three", in: tabs)
        #expect(seen.writes == [3])
        host.clearTranscript()
        host.render(Tabs(tab: 3, seen: seen))
        #expect(tabs.text == "Three")
        #expect(seen.renders["three"] == 1)
        #expect(host.transcript.map(\.description).contains("update TabStack#1 selection"))
        #expect(throws: TestHostError.self) { try host.chooseTab("Four", in: tabs) }
        host.unmount()
    }

    @Test("G25 a selection that matches no page shows the first, with a warning naming TabView")
    func unknownTagWarns() throws {
        var messages: [String] = []
        let report = HookDiagnostics.report
        HookDiagnostics.report = { messages.append($0) }
        defer { HookDiagnostics.report = report }
        let seen = Seen()
        let host = TestHost(Tabs(tab: 9, seen: seen))
        #expect(host.find(role: .tabView)?.text == "One")
        host.render(Tabs(tab: 9, seen: seen))
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("TabView: the selection 9 matches no page's tag") == true)
        host.unmount()
    }

    @Test("G23 a page that left and came back waits to be shown again")
    func returningPage() throws {
        let seen = Seen()
        func tabs(_ names: [String], _ tab: String) -> some View {
            TabView(selection: Binding(get: { tab }, set: { _ in })) {
                for name in names {
                    Counter(name: name, seen: seen).tabItem(name).tag(name)
                }
            }
        }
        let host = TestHost(tabs(["a", "b"], "b"))
        host.render(tabs(["a"], "a"))
        host.render(tabs(["a", "b"], "a"))
        #expect(seen.renders["b"] == 1, "b rendered once, when first shown")
        #expect(host.find(role: .tabView)?.children.map(\.children.count) == [1, 0])
        host.unmount()
    }

    @Test("G24 a TabView without a selection keeps its own, by page index")
    func ownSelection() throws {
        let seen = Seen()
        let host = TestHost(
            TabView {
                Counter(name: "a", seen: seen).tabItem("A")
                Counter(name: "b", seen: seen).tabItem("B")
            })
        let tabs = try #require(host.find(role: .tabView))
        #expect(tabs.text == "A")
        try host.chooseTab("B", in: tabs)
        #expect(tabs.text == "B")
        #expect(host.find(text: "b 0") != nil)
        host.unmount()
    }
}
