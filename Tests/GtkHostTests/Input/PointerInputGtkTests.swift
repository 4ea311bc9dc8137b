import Gtk
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

/// A pad that records what the pointer does to it, re-rendered by its own taps.
private struct Pad: HookView {
    let events: Recorder<String>

    var hookBody: some View {
        let taps = useState(0)
        let shown = taps.wrappedValue
        VStack {
            Text("Taps: \(shown)")
            Text("Pad")
                .frame(width: 200, height: 80)
                .onTapGesture { location in
                    // The count this render showed: a closure of an older
                    // render would count from an older value.
                    taps.wrappedValue = shown + 1
                    events.record("tap \(shown + 1) at \(Self.near(location))")
                }
                .onTapGesture(count: 2) { events.record("double tap") }
                .gesture(
                    DragGesture(minimumDistance: 8)
                        .onChanged { events.record("changed \(Self.describe($0))") }
                        .onEnded { events.record("ended \(Self.describe($0))") })
            Text("Hover")
                .frame(width: 200, height: 40)
                .onHover { events.record($0 ? "in" : "out") }
                .onContinuousHover { phase in
                    switch phase {
                    case .active(let point): events.record("at \(Self.near(point))")
                    case .ended: events.record("ended")
                    }
                }
            Text("Zoom")
                .frame(width: 200, height: 40)
                .gesture(
                    MagnificationGesture()
                        .onChanged { events.record("scale \($0)") }
                        .onEnded { events.record("pinched to \($0)") })
            Text("Wheel")
                .frame(width: 200, height: 40)
                .onScroll { events.record("scroll \(Int($0.dx)),\(Int($0.dy))") }
        }
    }

    static func describe(_ value: DragGesture.Value) -> String {
        "from \(near(value.startLocation)) by \(near(value.translation))"
    }

    /// `point` to the nearest even pixel: the X pointer moves by whole
    /// pixels of the window, where a centered label may begin half a pixel in.
    static func near(_ point: Point) -> String {
        func even(_ value: Double) -> Int { Int((value / 2).rounded()) * 2 }
        return "\(even(point.x)),\(even(point.y))"
    }
}

final class PointerInputGtkTests: GtkHostTestCase {
    func testG80ATapReachesTheLatestHandlerAtItsLocalLocationAndADoubleTapItsOwn() throws {
        try MainActor.assumeIsolated {
            let events = Recorder<String>()
            try GtkTester.run(Pad(events: events)) { app in
                try await app.waitUntilMapped()
                let pad = try app.require(text: "Pad")
                try await app.tap(pad, at: Point(x: 30, y: 20))
                try await app.tap(pad, at: Point(x: 150, y: 60))
                // The second tap ran the closure of the render the first one caused.
                XCTAssertEqual(events.values, ["tap 1 at 30,20", "tap 2 at 150,60"])
                XCTAssertNotNil(app.find(text: "Taps: 2"))
                events.values = []
                try await app.tap(pad, at: Point(x: 10, y: 10), count: 2)
                XCTAssertEqual(events.values, ["tap 3 at 10,10", "double tap"])
            }
        }
    }

    func testG81ADragReportsItsStartTranslationAndEndInLocalCoordinates() throws {
        try MainActor.assumeIsolated {
            let events = Recorder<String>()
            try GtkTester.run(Pad(events: events)) { app in
                try await app.waitUntilMapped()
                let pad = try app.require(text: "Pad")
                try await app.drag(pad, from: Point(x: 20, y: 10), to: Point(x: 100, y: 50))
                XCTAssertEqual(events.values.last, "ended from 20,10 by 80,40")
                XCTAssertEqual(events.values.first?.hasPrefix("changed from 20,10"), true)
                XCTAssertFalse(events.values.contains { $0.hasPrefix("tap") }, "a drag is no tap")
                // A press that moves less than the minimum distance is no drag.
                events.values = []
                try await app.drag(pad, from: Point(x: 20, y: 10), to: Point(x: 23, y: 12))
                XCTAssertFalse(
                    events.values.contains { $0.hasPrefix("changed") || $0.hasPrefix("ended") })
            }
        }
    }

    func testG83HoverTellsInMovesAndOutInLocalCoordinates() throws {
        try MainActor.assumeIsolated {
            let events = Recorder<String>()
            try GtkTester.run(Pad(events: events)) { app in
                try await app.waitUntilMapped()
                let hover = try app.require(text: "Hover")
                try await app.hover(hover, at: Point(x: 10, y: 6))
                try await app.hover(hover, at: Point(x: 120, y: 30))
                try await app.hover(try app.require(text: "Pad"), at: Point(x: 10, y: 10))
                XCTAssertEqual(events.values.first, "in")
                XCTAssertTrue(events.values.contains("at 10,6"), "\(events.values)")
                XCTAssertEqual(events.values.suffix(3), ["at 120,30", "out", "ended"])
            }
        }
    }

    func testG84TheWheelReportsNotchesOnBothAxes() throws {
        try MainActor.assumeIsolated {
            let events = Recorder<String>()
            try GtkTester.run(Pad(events: events)) { app in
                try await app.waitUntilMapped()
                let wheel = try app.require(text: "Wheel")
                try await app.scroll(wheel, at: Point(x: 20, y: 20), dy: 2)
                try await app.scroll(wheel, at: Point(x: 20, y: 20), dx: -1, dy: -1)
                XCTAssertEqual(
                    events.values, ["scroll 0,1", "scroll 0,1", "scroll 0,-1", "scroll -1,0"])
            }
        }
    }

    func testG82APinchReportsEachScaleThenItsLastWhenItEnds() throws {
        try MainActor.assumeIsolated {
            let events = Recorder<String>()
            try GtkTester.run(Pad(events: events)) { app in
                try await app.waitUntilMapped()
                try await app.magnify(app.require(text: "Zoom"), through: [1.5, 2])
                XCTAssertEqual(events.values, ["scale 1.5", "scale 2.0", "pinched to 2.0"])
            }
        }
    }

    func testG85ControllersAreMadeOnceAcrossRendersAndRemovedWithTheirModifier() throws {
        try MainActor.assumeIsolated {
            let events = Recorder<String>()
            let view = HookScope {
                let taps = useState(0)
                let tap = TapHandler(count: 1) { _ in taps.wrappedValue += 1 }
                // The same Text throughout: the third tap takes its handlers away.
                Text("Taps \(taps.wrappedValue)")
                    .frame(width: 200, height: 80)
                    .modifiers { modifiers in
                        guard taps.wrappedValue < 3 else { return }
                        modifiers.pointerInput.taps = [tap]
                        modifiers.pointerInput.hover = { events.record($0 ? "in" : "out") }
                    }
            }
            let before = PointerControllers.made
            try GtkTester.run(view) { app in
                try await app.waitUntilMapped()
                let label = try app.require(text: "Taps 0")
                XCTAssertEqual(
                    PointerControllers.made - before, 2, "a click gesture, a motion controller")
                let controllers = label.observeControllers()?.nItems() ?? 0
                let made = PointerControllers.made
                try await app.tap(label, at: Point(x: 5, y: 5))
                try await app.tap(label, at: Point(x: 5, y: 5))
                XCTAssertEqual(label.displayedText, "Taps 2")
                XCTAssertEqual(PointerControllers.made, made, "two renders made no controller")
                XCTAssertEqual(label.observeControllers()?.nItems(), controllers)
                try await app.tap(label, at: Point(x: 5, y: 5))
                XCTAssertEqual(label.displayedText, "Taps 3")
                XCTAssertEqual(
                    label.observeControllers()?.nItems(), controllers - 2, "both removed")
            }
        }
    }
}
