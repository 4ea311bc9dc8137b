import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct Documents: View {
    let names: [String]
    let tab: String
    let writes: Recorder<String>

    var body: some View {
        TabView(selection: Binding(get: { tab }, set: { writes.record($0) })) {
            for name in names {
                Text("page \(name)").tabItem(name).tag(name)
            }
        }
    }
}

final class TabPagesGtkTests: GtkHostTestCase {
    func testG24PagesAddedRemovedAndMovedKeepTheStackInOrderWithoutReportingGtksChoice() throws {
        try MainActor.assumeIsolated {
            let writes = Recorder<String>()
            try GtkTester.run(Documents(names: ["a", "b"], tab: "b", writes: writes)) { app in
                let box = try XCTUnwrap(app.find(role: .tabView)?.parent, app.dump())
                let stack = try XCTUnwrap(box.children.first { $0 is Stack } as? Stack)
                let titles = { stack.children.compactMap { stack.page(child: $0)?.title } }
                let shown = { stack.visibleChild.flatMap { stack.page(child: $0)?.title } }
                XCTAssertEqual(titles(), ["a", "b"])
                XCTAssertEqual(shown(), "b")

                app.root.render(Documents(names: ["c", "a", "b"], tab: "b", writes: writes))
                XCTAssertEqual(titles(), ["c", "a", "b"])
                XCTAssertEqual(shown(), "b")
                app.root.render(Documents(names: ["b", "c", "a"], tab: "b", writes: writes))
                XCTAssertEqual(titles(), ["b", "c", "a"])
                app.root.render(Documents(names: ["c", "a"], tab: "a", writes: writes))
                XCTAssertEqual(titles(), ["c", "a"])
                XCTAssertEqual(shown(), "a")
                await app.nextFrame()
                XCTAssertEqual(writes.values, [], "G1: GTK's own choice is not reported")
            }
        }
    }
}
