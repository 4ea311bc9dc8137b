import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// A pad that shows what the pointer last did to it.
private struct Pad: HookView {
    var hookBody: some View {
        let last = useState("nothing")
        let taps = useState(0)
        VStack {
            Text("Last: \(last.wrappedValue)")
            Text("Pad")
                .onTapGesture { location in
                    taps.wrappedValue += 1
                    last.wrappedValue = "tap \(taps.wrappedValue) at \(location.x),\(location.y)"
                }
                .onTapGesture(count: 2) { last.wrappedValue = "double tap" }
                .gesture(
                    DragGesture(minimumDistance: 5)
                        .onChanged {
                            last.wrappedValue = "drag by \($0.translation.x),\($0.translation.y)"
                        }
                        .onEnded {
                            last.wrappedValue = "dropped at \($0.location.x),\($0.location.y)"
                        }
                )
                .onScroll { last.wrappedValue = "scroll \($0.dx),\($0.dy)" }
            Text("Zoom").gesture(
                MagnificationGesture().onEnded { last.wrappedValue = "zoom \($0)" })
            VStack { Text("Inside") }
                .onHover { last.wrappedValue = $0 ? "in" : "out" }
                .onContinuousHover { phase in
                    if case .active(let point) = phase {
                        last.wrappedValue = "over \(point.x),\(point.y)"
                    }
                }
        }
    }
}

struct TestHostPointerInputTests {
    private func last(_ host: TestHost) -> String? {
        host.widgets.compactMap(\.text).first { $0.hasPrefix("Last: ") }
    }

    @Test("G80 a tap reaches the handler of the latest render with its location")
    @MainActor func tap() throws {
        let host = TestHost(Pad())
        let pad = try #require(host.find(text: "Pad"))
        try host.tap(pad, at: Point(x: 3, y: 4))
        try host.tap(pad, at: Point(x: 5, y: 6))
        #expect(last(host) == "Last: tap 2 at 5.0,6.0")
        try host.tap(pad, at: .zero, count: 2)
        #expect(last(host) == "Last: double tap")
    }

    @Test(
        "G81 a drag reports its translation and end; one shorter than its distance reports nothing")
    @MainActor func drag() throws {
        let host = TestHost(Pad())
        let pad = try #require(host.find(text: "Pad"))
        try host.drag(pad, from: Point(x: 10, y: 10), to: Point(x: 12, y: 11))
        #expect(last(host) == "Last: nothing")
        try host.drag(pad, from: Point(x: 10, y: 10), to: Point(x: 40, y: 30))
        #expect(last(host) == "Last: dropped at 40.0,30.0")
    }

    @Test("G83 hovering tells onHover in and out, and onContinuousHover where the pointer is")
    @MainActor func hover() throws {
        let host = TestHost(Pad())
        let inside = try #require(host.find(text: "Inside"))
        try host.hover(inside, at: Point(x: 1, y: 2))
        #expect(last(host) == "Last: over 1.0,2.0")
        try host.hover(inside, at: nil)
        #expect(last(host) == "Last: out")
    }

    @Test("G84 G82 scrolls and pinches reach their handlers")
    @MainActor func scrollAndZoom() throws {
        let host = TestHost(Pad())
        try host.scroll(#require(host.find(text: "Pad")), dy: -1)
        #expect(last(host) == "Last: scroll 0.0,-1.0")
        try host.magnify(#require(host.find(text: "Zoom")), by: 2)
        #expect(last(host) == "Last: zoom 2.0")
    }

    @Test("a view without the handler is an error naming it")
    @MainActor func missing() throws {
        let host = TestHost(Pad())
        #expect(throws: TestHostError.self) {
            try host.scroll(#require(host.find(text: "Inside")), dy: 1)
        }
    }
}
