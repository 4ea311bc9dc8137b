import Gtk
import XCTest

final class CalendarTests: GtkTestCase {
    func testMarksAndDisplayPropertiesReadBack() {
        MainActor.assumeIsolated {
            do {
                let calendar = Gtk.Calendar()
                calendar.markDay(day: 12)
                XCTAssertTrue(calendar.dayIsMarked(day: 12))
                XCTAssertFalse(calendar.dayIsMarked(day: 13))
                calendar.clearMarks()
                XCTAssertFalse(calendar.dayIsMarked(day: 12))
                calendar.showHeading = false
                XCTAssertFalse(calendar.showHeading)
                calendar.showDayNames = false
                XCTAssertFalse(calendar.showDayNames)
                calendar.showWeekNumbers = true
                XCTAssertTrue(calendar.showWeekNumbers)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
