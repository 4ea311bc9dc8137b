import CGtk
import Gtk
import XCTest

final class WidgetRawTests: GtkTestCase {
    func testAWidgetMadeInCIsOwnedAndReleasedWithItsWrapper() {
        MainActor.assumeIsolated {
            let before = LiveObjects.summary
            do {
                let bar = Widget(raw: gtk_level_bar_new())
                XCTAssertEqual(bar.typeName, "GtkLevelBar")
                XCTAssertEqual(bar.referenceCount, 1, "the floating reference was sunk")
                gtk_level_bar_set_value(OpaquePointer(bar.rawWidget), 0.5)
                XCTAssertEqual(gtk_level_bar_get_value(OpaquePointer(bar.rawWidget)), 0.5)
                let box = Box(.vertical)
                box.append(bar)
                XCTAssertTrue(box.children.first === bar, "tree walks return the same wrapper")
                XCTAssertNil(bar.viewRole, "no host made it")
            }
            XCTAssertEqual(LiveObjects.summary, before)
        }
    }

    func testOnSignalConnectsOnceSwapsAndIsBlockedWhileApplying() {
        MainActor.assumeIsolated {
            let calendar = Widget(raw: gtk_calendar_new())
            let pointer = OpaquePointer(calendar.rawWidget)
            var calls: [String] = []
            calendar.onSignal("day-selected") { calls.append("first") }
            calendar.onSignal("day-selected") { calls.append("second") }
            let date = g_date_time_new_local(2026, 12, 24, 0, 0, 0)
            defer { g_date_time_unref(date) }
            gtk_calendar_select_day(pointer, date)
            XCTAssertEqual(calls, ["second"])
            calendar.withHandlersBlocked { gtk_calendar_select_day(pointer, date) }
            XCTAssertEqual(calls, ["second"])
        }
    }
}
