import Gtk
import XCTest

final class GestureClickEmissionTests: GtkTestCase {
    func testEmittedPressesAndReleasesReachTheHandlersWithTheirValues() {
        MainActor.assumeIsolated {
            do {
                let area = DrawingArea()
                let gesture = GestureClick()
                area.addController(gesture)
                var pressed: [(Int32, Double, Double)] = []
                var released: [(Int32, Double, Double)] = []
                gesture.onPressed { pressed.append(($0, $1, $2)) }
                gesture.onReleased { released.append(($0, $1, $2)) }
                gesture.emitPressed(x: 12.5, y: 40)
                gesture.emitPressed(count: 2, x: 3, y: 4)
                gesture.emitReleased(count: 2, x: 3, y: 4)
                XCTAssertEqual(pressed.map(\.0), [1, 2])
                XCTAssertEqual(pressed.map(\.1), [12.5, 3])
                XCTAssertEqual(pressed.map(\.2), [40, 4])
                XCTAssertEqual(released.map(\.0), [2])
                XCTAssertEqual(released.map(\.1), [3])
                XCTAssertEqual(released.map(\.2), [4])
                area.removeController(gesture)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
