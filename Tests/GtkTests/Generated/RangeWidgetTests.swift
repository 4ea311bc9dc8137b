import Gtk
import XCTest

/// GtkRange is generated as RangeWidget (Swift has a Range); Scale is
/// generated below it and keeps its hand-written initializer and value.
final class RangeWidgetTests: GtkTestCase {
    func testRangePropertiesReadBackThroughAScale() {
        MainActor.assumeIsolated {
            do {
                let scale = Scale(minimum: 0, maximum: 10, step: 1)
                let range: RangeWidget = scale
                var inversions = 0
                range.onInvertedChanged { inversions += 1 }
                range.inverted = true
                XCTAssertTrue(range.inverted)
                XCTAssertEqual(inversions, 1)
                range.showFillLevel = true
                range.restrictToFillLevel = false
                range.fillLevel = 4
                XCTAssertTrue(range.showFillLevel)
                XCTAssertFalse(range.restrictToFillLevel)
                XCTAssertEqual(range.fillLevel, 4)
                range.roundDigits = 2
                XCTAssertEqual(range.roundDigits, 2)
                scale.digits = 3
                scale.drawValue = true
                XCTAssertEqual(scale.digits, 3)
                XCTAssertTrue(scale.drawValue)
                XCTAssertEqual(range.adjustment?.upper, 10)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testValueChangedComesFromTheGeneratedRange() {
        MainActor.assumeIsolated {
            do {
                let scale = Scale(minimum: 0, maximum: 10, step: 1)
                var changes = 0
                scale.onValueChanged { changes += 1 }
                scale.value = 3
                XCTAssertEqual(scale.value(), 3, "the generated getter agrees")
                scale.setValue(value: 5)
                XCTAssertEqual(scale.value, 5)
                XCTAssertEqual(changes, 2)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
