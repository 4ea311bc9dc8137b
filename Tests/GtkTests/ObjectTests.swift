import Gtk
import XCTest

final class ObjectTests: GtkTestCase {
    func testAWidgetIsOwnedOnceAndFinalizedWhenDropped() {
        MainActor.assumeIsolated {
            do {
                let label = Label("owned")
                XCTAssertEqual(label.referenceCount, 1, "the floating reference was sunk")
                XCTAssertEqual(label.typeName, "GtkLabel")
                XCTAssertEqual(LiveObjects.objects, 1)
            }
            XCTAssertEqual(LiveObjects.objects, 0)
        }
    }

    func testAParentKeepsItsChildAliveUntilItIsFinalized() {
        MainActor.assumeIsolated {
            do {
                let box = Box()
                do {
                    let label = Label("child")
                    box.append(label)
                    XCTAssertEqual(label.referenceCount, 2)
                }
                XCTAssertEqual(LiveObjects.objects, 2, "the box still holds the label")
            }
            XCTAssertEqual(LiveObjects.objects, 0)
        }
    }

    func testTheSummaryNamesWhatIsAlive() {
        MainActor.assumeIsolated {
            let button = Button()
            XCTAssertTrue(LiveObjects.summary.contains("GtkButton"), LiveObjects.summary)
            XCTAssertFalse(LiveObjects.isEmpty)
            _ = button
        }
    }
}
