import Gtk
import XCTest

final class PriorityTests: XCTestCase {
    func testNamedPrioritiesHaveGLibsValuesInRunOrder() {
        let ordered: [Priority] = [
            .high, .default, .highIdle, .resize, .redraw, .defaultIdle, .low,
        ]
        XCTAssertEqual(ordered, ordered.sorted())
        XCTAssertEqual(ordered.map(\.rawValue), [-100, 0, 100, 110, 120, 200, 300])
    }
}
