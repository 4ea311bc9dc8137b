import CGtk
import Gtk
import XCTest

/// The calendar's four arrow buttons, in GTK's order.
@MainActor private func arrows(of calendar: Gtk.Calendar) -> [Gtk.Widget] {
    (calendar.children.first?.children ?? []).filter { $0.typeName == "GtkButton" }
}

/// The accessible names of the calendar's four arrows, in GTK's order.
@MainActor private func arrowNames(of calendar: Gtk.Calendar) -> [String?] {
    arrows(of: calendar).map(\.accessibleLabel)
}

final class CalendarArrowNamesTests: GtkTestCase {
    func testG126TheArrowsAreNamedAfterTheMonthEachShowsAndFollowTheMonthShown() {
        MainActor.assumeIsolated {
            let calendar = Gtk.Calendar()
            calendar.select(CalendarDay(year: 2026, month: 12, day: 3))
            XCTAssertEqual(arrowNames(of: calendar), [nil, nil, nil, nil], "GTK names none")
            calendar.nameArrowsAfterTheirMonths()
            XCTAssertEqual(
                arrowNames(of: calendar),
                ["November 2026", "January 2027", "December 2025", "December 2027"])
            // A person's click on the next month's arrow.
            arrows(of: calendar)[1].withUnsafeWidgetPointer {
                gtkhooks_signal_emit_action($0, "clicked")
            }
            XCTAssertEqual(calendar.selectedDay.month, 1)
            XCTAssertEqual(
                arrowNames(of: calendar),
                ["December 2026", "February 2027", "January 2026", "January 2028"])
            // The app selecting a day, with the calendar's own handlers blocked.
            calendar.withHandlersBlocked {
                _ = calendar.select(CalendarDay(year: 2027, month: 1, day: 31))
                _ = calendar.select(CalendarDay(year: 2024, month: 3, day: 1))
            }
            XCTAssertEqual(
                arrowNames(of: calendar),
                ["February 2024", "April 2024", "March 2023", "March 2025"])
        }
    }

    func testG126AMonthAndYearAreWrittenAsTheLocaleWritesThem() {
        XCTAssertEqual(CalendarDay(year: 2026, month: 1, day: 31).monthAndYear, "January 2026")
        XCTAssertEqual(CalendarDay(year: 2026, month: 2, day: 30).monthAndYear, "")
    }
}
