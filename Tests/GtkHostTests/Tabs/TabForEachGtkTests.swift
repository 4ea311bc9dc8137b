import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

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
    let writes: Recorder<String>

    var body: some View {
        TabView(selection: Binding(get: { tab }, set: { writes.record($0) })) {
            ForEach(names, id: \.self) { name in Page(name: name).tabItem(name) }
        }
    }
}

final class TabForEachGtkTests: GtkHostTestCase {
    func testG61G62ForEachPagesFollowTheDataAndARemovedSelectedPageShowsItsNeighbour() throws {
        try MainActor.assumeIsolated {
            let writes = Recorder<String>()
            let view = { (names: [String], tab: String) in
                Documents(names: names, tab: tab, writes: writes)
            }
            try GtkTester.run(view(["a", "b", "c"], "b")) { app in
                let box = try XCTUnwrap(app.find(role: .tabView)?.parent, app.dump())
                let stack = try XCTUnwrap(box.children.first { $0 is Stack } as? Stack)
                let titles = { stack.children.compactMap { stack.page(child: $0)?.title } }
                let shown = { stack.visibleChild.flatMap { stack.page(child: $0)?.title } }
                XCTAssertEqual(titles(), ["a", "b", "c"])
                XCTAssertEqual(shown(), "b")
                try app.click(text: "b 0")
                try app.chooseTab("a", in: box)
                XCTAssertEqual(writes.values, ["a"], "the ForEach id is the tag written")

                app.root.render(view(["c", "b", "a"], "a"))
                XCTAssertEqual(titles(), ["c", "b", "a"])
                XCTAssertNotNil(app.find(text: "b 1"), "the hidden page kept its state")
                app.root.render(view(["c", "b"], "a"))
                await app.nextFrame()
                XCTAssertEqual(titles(), ["c", "b"])
                XCTAssertEqual(shown(), "b", "the page before the last one that left")
                XCTAssertEqual(writes.values, ["a", "b"], "the neighbour is written")
            }
        }
    }
}
