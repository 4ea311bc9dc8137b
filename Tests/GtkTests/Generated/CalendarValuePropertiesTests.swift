import Gtk
import XCTest

/// Properties without C accessors, read and written through GObject's property system.
final class CalendarValuePropertiesTests: GtkTestCase {
    func testTheDateReadsBackThroughGValues() {
        MainActor.assumeIsolated {
            do {
                let calendar = Gtk.Calendar()
                var days = 0
                calendar.onDayChanged { days += 1 }
                calendar.year = 2024
                calendar.month = 1
                calendar.day = 29
                XCTAssertEqual(calendar.year, 2024)
                XCTAssertEqual(calendar.month, 1, "months count from 0")
                XCTAssertEqual(calendar.day, 29)
                XCTAssertGreaterThan(days, 0)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testFloatEnumAndObjectPropertiesReadBackThroughGValues() {
        MainActor.assumeIsolated {
            do {
                let frame = Frame(label: "Title")
                frame.labelXalign = 0.5
                XCTAssertEqual(frame.labelXalign, 0.5)
                let popover = Popover()
                popover.position = .left
                XCTAssertEqual(popover.position, .left)
                let gesture = GestureClick()
                gesture.button = 3
                XCTAssertEqual(gesture.button, 3)
                XCTAssertEqual(gesture.nPoints, 1)
                gesture.propagationPhase = .capture
                XCTAssertEqual(gesture.propagationPhase, .capture)
                XCTAssertNil(gesture.widget, "a controller not added to a widget has none")
                gesture.name = "secondary"
                XCTAssertEqual(gesture.name, "secondary")
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
