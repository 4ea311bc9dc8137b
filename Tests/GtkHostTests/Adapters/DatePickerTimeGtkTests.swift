import FoundationEssentials
import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

/// 3 December 2026 at `hour`:`minute` local time.
@MainActor private func december3(_ hour: Int, _ minute: Int) -> Date {
    let someTime = Date(timeIntervalSince1970: 1_790_000_000)
    let day = DatePicker.Day(year: 2026, month: 12, day: 3).date(atTimeOf: someTime)!
    return DatePicker("", selection: .constant(day)).date(settingHour: hour, minute: minute)!
}

final class DatePickerTimeGtkTests: GtkHostTestCase {
    func testG64HourAndMinuteFieldsWriteTheTimeInTheRangeAndFollowState() throws {
        try MainActor.assumeIsolated {
            let dates = Recorder<Date>()
            let picker = { (date: Date, components: DatePickerComponents) in
                DatePicker(
                    "Due", selection: Binding(get: { date }, set: { dates.record($0) }),
                    in: december3(8, 0)...december3(20, 0), displayedComponents: components)
            }
            try GtkTester.run(picker(december3(15, 30), [.date, .hourAndMinute])) { app in
                let button = try XCTUnwrap(
                    app.allWidgets.first { $0 is Gtk.MenuButton } as? Gtk.MenuButton)
                let fields = app.allWidgets.compactMap { $0 as? SpinButton }
                XCTAssertEqual(fields.count, 2, app.dump())
                let (hours, minutes) = (fields[0], fields[1])
                let day = CalendarDay(year: 2026, month: 12, day: 3).formatted
                XCTAssertEqual(button.label, "\(day) 15:30")
                XCTAssertEqual([hours.value, minutes.value], [15, 30])
                XCTAssertEqual(hours.accessibleLabel, "Due")

                button.popup()
                await app.nextFrame()
                hours.value = 9
                XCTAssertEqual(dates.values, [december3(9, 30)], "a person's hour is written")
                XCTAssertEqual(button.label, "\(day) 09:30")
                minutes.value = 5
                XCTAssertEqual(dates.values.last, december3(9, 5), "with the hour shown")
                hours.value = 21
                XCTAssertEqual(dates.values.last, december3(20, 0), "moved into the range")
                XCTAssertEqual([hours.value, minutes.value], [20, 0], "and shown moved")

                let count = dates.values.count
                app.root.render(picker(december3(11, 45), [.date, .hourAndMinute]))
                XCTAssertEqual([hours.value, minutes.value], [11, 45])
                XCTAssertEqual(dates.values.count, count, "G1: a time from state is not echoed")

                button.popdown()
                await app.nextFrame()
                app.root.render(picker(december3(11, 45), .hourAndMinute))
                XCTAssertEqual(button.label, "11:45")
                let calendar = try XCTUnwrap(
                    app.allWidgets.first { $0 is Gtk.Calendar } as? Gtk.Calendar)
                XCTAssertFalse(calendar.isVisible, "a time alone has no calendar")
            }
        }
    }
}
