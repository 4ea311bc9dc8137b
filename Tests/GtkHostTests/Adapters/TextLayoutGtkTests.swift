import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private let long = String(repeating: "a long sentence that goes on ", count: 40)

/// A text inside an equatable component, which the diff skips when its value is
/// unchanged: modifiers reach the text only through the environment.
private struct Caption: View, Equatable {
    let string: String
    var body: some View { Text(string) }
}

final class TextLayoutGtkTests: GtkHostTestCase {
    func testG40ALineLimitOfOneEllipsizesAndKeepsTheNaturalWidthBounded() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(
                HStack {
                    Text(long).lineLimit(1)
                    Text(long + "unlimited")
                }
            ) { app in
                let limited = try XCTUnwrap(app.find(text: long) as? Gtk.Label)
                let unlimited = try XCTUnwrap(app.find(text: long + "unlimited") as? Gtk.Label)
                XCTAssertEqual(limited.ellipsize, .end)
                XCTAssertEqual(limited.lines, 1)
                XCTAssertFalse(limited.wrap)
                let cut = limited.measure(orientation: .horizontal, forSize: -1)
                let whole = unlimited.measure(orientation: .horizontal, forSize: -1)
                XCTAssertGreaterThan(whole.natural, 3_000, "the long text is wide")
                XCTAssertLessThan(cut.natural, 1_000, "G40: the cut text asks for a bounded width")
                XCTAssertLessThan(cut.minimum, 100, "and can shrink to an ellipsis")
                XCTAssertEqual(unlimited.ellipsize, .none, "no modifier, no cut")
            }
        }
    }

    func testG40TextModifiersReachEveryTextBelowAndTheNearestWins() throws {
        try MainActor.assumeIsolated {
            let limit = Ref(3)
            let view = {
                VStack {
                    Caption(string: "inner")
                    Text("nearest").truncationMode(.head).lineLimit(nil)
                }
                .lineLimit(limit.value)
                .truncationMode(.middle)
                .multilineTextAlignment(.center)
                .textSelection(.enabled)
            }
            try GtkTester.run(view()) { app in
                let inner = try XCTUnwrap(app.find(text: "inner") as? Gtk.Label)
                let nearest = try XCTUnwrap(app.find(text: "nearest") as? Gtk.Label)
                XCTAssertEqual(inner.lines, 3, "inherited through a container and a component")
                XCTAssertEqual(inner.ellipsize, .middle)
                XCTAssertTrue(inner.wrap, "a limit above one line lets lines break")
                XCTAssertEqual(inner.wrapMode, .wordChar)
                XCTAssertEqual(inner.justify, .center)
                XCTAssertTrue(inner.selectable)
                XCTAssertEqual(nearest.ellipsize, .none, "its own lineLimit(nil) wins: never cut")
                XCTAssertEqual(nearest.lines, -1)
                XCTAssertTrue(nearest.selectable, "the rest still inherited")

                limit.value = 1
                app.root.render(view())
                XCTAssertEqual(inner.lines, 1, "an ancestor's change reaches the same label")
                XCTAssertFalse(inner.wrap)
            }
        }
    }

    func testG40WrappingByWordOrCharacterAndAMemoizedComponentFollowsTheEnvironment() throws {
        try MainActor.assumeIsolated {
            let wrap = Ref(TextWrap.word)
            let view = { VStack { Caption(string: "caption") }.textWrap(wrap.value) }
            try GtkTester.run(view()) { app in
                let label = try XCTUnwrap(app.find(text: "caption") as? Gtk.Label)
                XCTAssertTrue(label.wrap)
                XCTAssertEqual(label.wrapMode, .word)
                wrap.value = .character
                app.root.render(view())
                XCTAssertEqual(label.wrapMode, .char)
                wrap.value = .none
                app.root.render(view())
                XCTAssertFalse(label.wrap)
            }
        }
    }
}

/// A value a test changes between renders.
@MainActor private final class Ref<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
