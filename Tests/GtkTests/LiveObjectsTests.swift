import Gtk
import XCTest

final class LiveObjectsTests: XCTestCase {
    func testNothingIsAliveBeforeAnythingIsMade() {
        MainActor.assumeIsolated {
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
