import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

// `NavigationSplitView` on TestHost: a sidebar column and a detail column;
// its toggle writes the `columnVisibility` binding. TestHost has no width,
// so `collapsed` is said by the test.

@Suite @MainActor struct NavigationSplitViewTests {
    @Test("G27 the sidebar toggle writes columnVisibility: shown when hidden, hidden when shown")
    func toggleWritesTheBinding() throws {
        var written: [NavigationSplitViewVisibility] = []
        func view(_ visibility: NavigationSplitViewVisibility) -> NavigationSplitView {
            NavigationSplitView(
                columnVisibility: Binding(get: { visibility }, set: { written.append($0) })
            ) {
                Text("sidebar")
                Text("more")
            } detail: {
                Text("detail")
            }
        }
        let host = TestHost(view(.automatic))
        let split = try #require(host.find(role: .splitView))
        #expect(split.children.count == 2, "a column per side")
        #expect(split.children.first?.children.compactMap(\.text) == ["sidebar", "more"])
        try host.toggleSidebar(of: split)
        try host.toggleSidebar(of: split, collapsed: true)
        host.render(view(.detailOnly))
        try host.toggleSidebar(of: split)
        #expect(written == [.detailOnly, .all, .all])
        host.unmount()
    }
}
