import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

// ScrollViewReader on a ScrollView's content on TestHost: the ScrollView
// records the keyed view it was scrolled to.

private struct Chapters: HookView {
    var hookBody: some View {
        let count = useState(50)
        ScrollViewReader { proxy in
            VStack {
                Button("12") { proxy.scrollTo(12, anchor: .top) }
                Button("intro") { proxy.scrollTo("intro") }
                Button("add") {
                    count.wrappedValue += 1
                    proxy.scrollTo(count.wrappedValue - 1, anchor: .bottom)
                }
                Button("missing") { proxy.scrollTo(999) }
                ScrollView {
                    VStack {
                        Text("Introduction").id("intro")
                        ForEach(0..<count.wrappedValue, id: \.self) { Text("chapter \($0)") }
                    }
                }
            }
        }
    }
}

@MainActor struct ScrollViewContentTests {
    @Test("K19 scrollTo scrolls a ScrollView to the view with the id, from ForEach or .id")
    func scrollsToAKeyedView() throws {
        let host = TestHost(Chapters())
        let scroll = try #require(host.find(role: .scrollView))
        try host.tap(text: "12")
        #expect(scroll.scrolledTo?.widget.text == "chapter 12")
        #expect(scroll.scrolledTo?.anchor == ScrollAnchor(x: 0.5, y: 0))
        try host.tap(text: "intro")
        #expect(scroll.scrolledTo?.widget.text == "Introduction")
        #expect(scroll.scrolledTo?.anchor == nil, "no anchor: the least scroll")
    }

    @Test("K19 a view added in the same event is scrolled to after the render that adds it")
    func scrollsToAViewAddedInTheSameEvent() throws {
        let host = TestHost(Chapters())
        let scroll = try #require(host.find(role: .scrollView))
        try host.tap(text: "add")
        #expect(scroll.scrolledTo?.widget.text == "chapter 50")
        #expect(scroll.scrolledTo?.anchor == ScrollAnchor(x: 0.5, y: 1))
        try host.tap(text: "missing")
        #expect(scroll.scrolledTo?.widget.text == "chapter 50", "no view with the id: no scroll")
    }
}
