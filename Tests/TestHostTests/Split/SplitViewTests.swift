import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

// `HSplitView` and `VSplitView` on TestHost: the panes are the children, a
// dragged divider writes its `splitPosition` binding, and the new position
// comes back as an update of the split view's `positions`.

@MainActor private final class Seen {
    var width = 0
    var height = 0

    func saw(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

private struct Editor: HookView {
    let seen: Seen

    var hookBody: some View {
        let width = useState(200)
        let height = useState(120)
        let _ = seen.saw(width: width.wrappedValue, height: height.wrappedValue)
        VStack {
            HSplitView {
                Text("sidebar")
                Text("editor")
                Text("inspector")
            }
            .splitPosition(width)
            .growingPanes([1])
            VSplitView {
                Text("page")
                Text("console")
            }
            .splitPosition(height)
        }
    }
}

@Suite @MainActor struct SplitViewTests {
    @Test("G20 dragging a divider writes its splitPosition binding, shown in the update")
    func dragWritesTheBinding() throws {
        let seen = Seen()
        let host = TestHost(Editor(seen: seen))
        let split = try #require(host.find(type: HSplitView.self))
        #expect(split.children.compactMap(\.text) == ["sidebar", "editor", "inspector"])
        #expect(split.as(HSplitView.self)?.positions == [200])
        #expect(split.as(HSplitView.self)?.grows(pane: 1, of: 3) == true)
        #expect(split.as(HSplitView.self)?.grows(pane: 2, of: 3) == false)
        host.clearTranscript()

        try host.dragDivider(of: split, to: 260)
        #expect(seen.width == 260)
        #expect(split.as(HSplitView.self)?.positions == [260])
        #expect(host.transcript.map(\.description).contains("update HSplitView#2 positions"))

        let vertical = try #require(host.find(type: VSplitView.self))
        try host.dragDivider(of: vertical, to: 90)
        #expect(seen.height == 90)
        #expect(seen.width == 260)
        host.unmount()
    }

    @Test("G20 a split view's second divider takes its own binding; the last pane grows by default")
    func secondDivider() throws {
        var first = 0
        var second = 0
        let split = HSplitView {
            Text("a")
            Text("b")
            Text("c")
        }
        .splitPosition(Binding(get: { 100 }, set: { first = $0 }))
        .splitPosition(Binding(get: { 50 }, set: { second = $0 }), divider: 1)
        #expect(split.positions == [100, 50])
        #expect(split.grows(pane: 2, of: 3))
        #expect(!split.grows(pane: 0, of: 3))
        let host = TestHost(split)
        let widget = try #require(host.find(role: .splitView))
        try host.dragDivider(1, of: widget, to: 70)
        #expect(second == 70)
        #expect(first == 0)
        host.unmount()
    }
}
