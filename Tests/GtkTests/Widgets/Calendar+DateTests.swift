import Gtk
import XCTest

final class CalendarDateTests: GtkTestCase {
    func testASelectedDayReadsBackAndShowsItsMonth() {
        MainActor.assumeIsolated {
            let calendar = Calendar()
            XCTAssertTrue(calendar.select(CalendarDay(year: 2024, month: 2, day: 29)))
            XCTAssertEqual(calendar.selectedDay, CalendarDay(year: 2024, month: 2, day: 29))
            XCTAssertEqual(calendar.year, 2024)
            XCTAssertEqual(calendar.month, 1, "GTK counts months from 0")
            XCTAssertEqual(calendar.day, 29)
        }
    }

    func testADayThatIsNotInTheCalendarChangesNothing() {
        MainActor.assumeIsolated {
            let calendar = Calendar()
            calendar.select(CalendarDay(year: 2026, month: 12, day: 2))
            for day in [
                CalendarDay(year: 2026, month: 2, day: 30),
                CalendarDay(year: 2026, month: 13, day: 1),
                CalendarDay(year: 0, month: 1, day: 1),
                CalendarDay(year: Int.max, month: 1, day: 1),
            ] {
                XCTAssertFalse(calendar.select(day), "\(day)")
            }
            XCTAssertEqual(calendar.selectedDay, CalendarDay(year: 2026, month: 12, day: 2))
        }
    }
}
