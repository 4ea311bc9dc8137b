import Gtk
import XCTest

final class AdjustmentTests: GtkTestCase {
    func testAnInitiallyUnownedObjectIsSunkOnceAndFinalizedWhenDropped() {
        MainActor.assumeIsolated {
            do {
                let adjustment = Adjustment(
                    value: 1, lower: 0, upper: 100, stepIncrement: 1, pageIncrement: 10,
                    pageSize: 0)
                XCTAssertEqual(adjustment.referenceCount, 1)
                XCTAssertEqual(adjustment.typeName, "GtkAdjustment")
                XCTAssertEqual(LiveObjects.objects, 1)
            }
            XCTAssertEqual(LiveObjects.objects, 0, LiveObjects.summary)
        }
    }

    func testEveryPropertyReadsBackAndItsSignalsReachTheirHandlers() {
        MainActor.assumeIsolated {
            do {
                let adjustment = Adjustment(
                    value: 0, lower: 0, upper: 10, stepIncrement: 1, pageIncrement: 5,
                    pageSize: 0)
                var values: [Double] = []
                var changes = 0
                adjustment.onValueChanged { [unowned adjustment] in
                    values.append(adjustment.value)
                }
                adjustment.onChanged { changes += 1 }
                adjustment.upper = 200
                XCTAssertEqual(adjustment.upper, 200)
                adjustment.lower = -5
                XCTAssertEqual(adjustment.lower, -5)
                adjustment.stepIncrement = 2
                XCTAssertEqual(adjustment.stepIncrement, 2)
                adjustment.pageIncrement = 20
                XCTAssertEqual(adjustment.pageIncrement, 20)
                adjustment.pageSize = 10
                XCTAssertEqual(adjustment.pageSize, 10)
                adjustment.value = 42
                XCTAssertEqual(adjustment.value, 42)
                XCTAssertEqual(values, [42])
                XCTAssertGreaterThan(changes, 0, "changing the bounds emits changed")
                XCTAssertEqual(adjustment.minimumIncrement(), 2)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
