import Gtk
import XCTest

final class LevelBarTests: GtkTestCase {
    func testEveryPropertyReadsBackWhatWasSet() {
        MainActor.assumeIsolated {
            do {
                let bar = LevelBar(forInterval: 0, maxValue: 10)
                XCTAssertEqual(bar.maxValue, 10)
                bar.minValue = 2
                XCTAssertEqual(bar.minValue, 2)
                bar.maxValue = 20
                XCTAssertEqual(bar.maxValue, 20)
                bar.value = 5
                XCTAssertEqual(bar.value, 5)
                XCTAssertEqual(bar.mode, .continuous)
                bar.mode = .discrete
                XCTAssertEqual(bar.mode, .discrete)
                bar.inverted = true
                XCTAssertTrue(bar.inverted)
            }
            XCTAssertEqual(LiveObjects.objects, 0, LiveObjects.summary)
        }
    }

    func testAnOffsetChangeReachesTheHandlerWithItsName() {
        MainActor.assumeIsolated {
            do {
                let bar = LevelBar()
                var names: [String] = []
                bar.onOffsetChanged { names.append($0) }
                bar.addOffsetValue(name: "danger", value: 0.9)
                XCTAssertEqual(names, ["danger"])
                XCTAssertEqual(bar.offsetValue(name: "danger"), 0.9)
                XCTAssertNil(bar.offsetValue(name: "missing"), "GTK reported no value")
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
