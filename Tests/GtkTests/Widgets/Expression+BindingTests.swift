import Gtk
import XCTest

/// Watching and binding expressions: the watch's closure runs on each change
/// of what the expression reads, and is released once, when the watch is
/// unwatched or the object it watches is finalized.
final class ExpressionBindingTests: GtkTestCase {
    func testAWatchRunsOnEachChangeAndIsReleasedWhenUnwatched() {
        MainActor.assumeIsolated {
            let source = Label("first")
            let expression = PropertyExpression(type: Label.self, propertyName: "label")
            var seen: [String?] = []
            var watch: ExpressionWatch?
            watch = expression.watch(this: source) {
                seen.append(watch?.evaluate(as: String.self))
            }
            XCTAssertEqual(LiveObjects.closureBoxes, 1)
            XCTAssertEqual(watch?.evaluate(as: String.self), "first")
            source.text = "second"
            source.text = "third"
            XCTAssertEqual(seen, ["second", "third"])

            watch?.unwatch()
            source.text = "fourth"
            XCTAssertEqual(seen, ["second", "third"], "no call after unwatch")
            XCTAssertEqual(LiveObjects.closureBoxes, 0, "the closure released by unwatch")
            XCTAssertNil(watch?.evaluate(), "an unwatched watch has no value")
        }
    }

    func testAWatchIsReleasedWithTheObjectItWatches() {
        MainActor.assumeIsolated {
            var calls = 0
            var watch: ExpressionWatch?
            do {
                let source = Label("a")
                watch = PropertyExpression(type: Label.self, propertyName: "label")
                    .watch(this: source) { calls += 1 }
                source.text = "b"
                XCTAssertEqual(calls, 1)
            }
            XCTAssertEqual(LiveObjects.closureBoxes, 0, "released when the label was finalized")
            XCTAssertNil(watch?.evaluate(), "the watch outlives its object, unwatched")
            watch = nil
        }
    }

    func testBindKeepsATargetPropertyEqualToTheExpression() {
        MainActor.assumeIsolated {
            let source = Label("Draft")
            let title = Label()
            let expression = PropertyExpression(type: Label.self, propertyName: "label")
            let binding = expression.bind(target: title, property: "label", this: source)
            XCTAssertEqual(title.text, "Draft", "set when bound")
            source.text = "Final"
            XCTAssertEqual(title.text, "Final")
            XCTAssertEqual(
                expression.evaluate(as: String.self, for: source), "Final",
                "the expression stays usable: GTK got a reference of its own")
            binding.unwatch()
            source.text = "Later"
            XCTAssertEqual(title.text, "Final", "no longer bound")
        }
    }
}
