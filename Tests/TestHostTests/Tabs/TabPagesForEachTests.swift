import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

// `TabView` pages from `ForEach`: tagged by the element's id, following the
// data, and a selected page that leaves hands the selection to a neighbour.

@MainActor private final class Writes {
    var values: [String] = []
}

private struct Page: HookView {
    let name: String

    var hookBody: some View {
        let count = useState(0)
        Button("\(name) \(count.wrappedValue)") { count.wrappedValue += 1 }
    }
}

private struct Documents: View {
    let names: [String]
    let tab: String
    let writes: Writes

    var body: some View {
        TabView(selection: Binding(get: { tab }, set: { writes.values.append($0) })) {
            ForEach(names, id: \.self) { name in Page(name: name).tabItem(name.uppercased()) }
        }
    }
}

@Suite @MainActor struct TabPagesForEachTests {
    @Test("G61 ForEach pages are tagged by their ids and keep their state as the data reorders")
    func forEachPagesFollowTheData() throws {
        let writes = Writes()
        let host = TestHost(Documents(names: ["a", "b"], tab: "b", writes: writes))
        let tabs = try #require(host.find(role: .tabView))
        #expect(tabs.as(TabStack.self)?.tags == ["a", "b"])
        #expect(tabs.text == "B")
        try host.tap(text: "b 0")
        try host.chooseTab("A", in: tabs)
        #expect(writes.values == ["a"], "the ForEach id is the tag written")

        host.render(Documents(names: ["c", "b", "a"], tab: "b", writes: writes))
        #expect(tabs.as(TabStack.self)?.titles == ["C", "B", "A"])
        #expect(host.find(text: "b 1") != nil, "the page kept its state through the move")
        #expect(tabs.text == "B")
        host.unmount()
    }

    @Test("G62 removing the selected page shows its neighbour and writes it to the selection")
    func removedSelectionMovesToANeighbour() throws {
        let writes = Writes()
        let host = TestHost(Documents(names: ["a", "b", "c"], tab: "b", writes: writes))
        let tabs = try #require(host.find(role: .tabView))
        host.render(Documents(names: ["a", "c"], tab: "b", writes: writes))
        #expect(tabs.text == "C", "the page after it")
        #expect(writes.values == ["c"])
        host.render(Documents(names: ["a", "c"], tab: "c", writes: writes))
        host.render(Documents(names: ["a"], tab: "c", writes: writes))
        #expect(tabs.text == "A", "the page before it when it was last")
        #expect(writes.values == ["c", "a"])
        host.unmount()
    }

    @Test("G62 a TabView keeping its own selection moves it off a removed page too")
    func ownSelectionMovesToANeighbour() throws {
        func tabs(_ names: [String]) -> some View {
            TabView { ForEach(names, id: \.self) { Page(name: $0).tabItem($0).tag($0) } }
        }
        let host = TestHost(tabs(["a", "b", "c"]))
        let view = try #require(host.find(role: .tabView))
        try host.chooseTab("c", in: view)
        host.render(tabs(["a", "b"]))
        #expect(view.text == "b")
        host.render(tabs(["a", "b"]))
        #expect(view.text == "b", "the view's own selection was written")
        host.unmount()
    }
}
