import CGtk
import ExtraWidgets
import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

/// Values a widget's event closures were called with, in order.
@MainActor private final class Recorder<Value> {
    var values: [Value] = []
}

/// The day a `GtkCalendar` has selected, read through the C API.
@MainActor private func selectedDay(of calendar: Gtk.Widget) -> CalendarDate {
    let date = gtk_calendar_get_date(OpaquePointer(calendar.rawWidget))
    defer { g_date_time_unref(date) }
    return CalendarDate(
        year: Int(g_date_time_get_year(date)), month: Int(g_date_time_get_month(date)),
        day: Int(g_date_time_get_day_of_month(date)))
}

/// Selects `day` in a `GtkCalendar` as GTK does for a click on it.
@MainActor private func click(_ day: CalendarDate, in calendar: Gtk.Widget) {
    let date = g_date_time_new_local(Int32(day.year), Int32(day.month), Int32(day.day), 0, 0, 0)
    defer { g_date_time_unref(date) }
    gtk_calendar_select_day(OpaquePointer(calendar.rawWidget), date)
}

/// The planner of the headless tests, in a live window: state flows from the
/// calendar to the level bar and the expander's note.
private struct Planner: HookView {
    var hookBody: some View {
        let day = useState(CalendarDate(year: 2026, month: 12, day: 1))
        let isOpen = useState(false)
        VStack {
            MonthCalendar(selection: day)
            LevelBar(value: Double(day.wrappedValue.day), in: 0...31)
            Expander("Details", isExpanded: isOpen) { Text("Due \(day.wrappedValue)") }
        }
    }
}

final class ExtraWidgetsGtkTests: ExtraWidgetsTestCase {
    func testCalendarShowsTheSelectionReportsClicksAndNeverEchoes() throws {
        try MainActor.assumeIsolated {
            let picks = Recorder<CalendarDate>()
            let first = CalendarDate(year: 2026, month: 12, day: 1)
            let calendarView = { (day: CalendarDate) in
                MonthCalendar(selection: Binding(get: { day }, set: { picks.values.append($0) }))
            }
            try GtkTester.run(calendarView(first)) { app in
                let calendar = try XCTUnwrap(app.find(role: .calendar), app.dump())
                XCTAssertEqual(calendar.typeName, "GtkCalendar")
                XCTAssertEqual(selectedDay(of: calendar), first)
                XCTAssertEqual(picks.values, [], "G1")

                let clicked = CalendarDate(year: 2026, month: 12, day: 24)
                click(clicked, in: calendar)
                XCTAssertEqual(picks.values, [clicked])

                let next = CalendarDate(year: 2027, month: 1, day: 15)
                app.root.render(calendarView(next))
                XCTAssertEqual(selectedDay(of: calendar), next)
                XCTAssertEqual(picks.values, [clicked], "G1: a programmatic selection is no click")
            }
        }
    }

    func testLevelBarFollowsValueAndRange() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(LevelBar(value: 0.25)) { app in
                let bar = try XCTUnwrap(app.find(role: .levelBar), app.dump())
                let pointer = OpaquePointer(bar.rawWidget)
                XCTAssertEqual(gtk_level_bar_get_value(pointer), 0.25, accuracy: 1e-9)
                app.root.render(LevelBar(value: 40, in: 0...50))
                XCTAssertEqual(gtk_level_bar_get_max_value(pointer), 50, accuracy: 1e-9)
                XCTAssertEqual(gtk_level_bar_get_value(pointer), 40, accuracy: 1e-9)
                app.root.render(LevelBar(value: 80, in: 0...50))
                XCTAssertEqual(gtk_level_bar_get_value(pointer), 50, accuracy: 1e-9, "clamped")
            }
        }
    }

    func testExpanderHoldsItsChildViewAndReportsOpening() throws {
        try MainActor.assumeIsolated {
            let changes = Recorder<Bool>()
            let expanderView = { (isOpen: Bool, note: String) in
                Expander(
                    "Details",
                    isExpanded: Binding(get: { isOpen }, set: { changes.values.append($0) })
                ) { Text(note) }
            }
            try GtkTester.run(expanderView(false, "first note")) { app in
                let expander = try XCTUnwrap(app.find(role: .expander), app.dump())
                let pointer = OpaquePointer(expander.rawWidget)
                XCTAssertEqual(expander.typeName, "GtkExpander")
                XCTAssertNil(
                    app.find(text: "first note"), "GTK unparents a closed expander's child")

                gtk_expander_set_expanded(pointer, 1)
                XCTAssertEqual(changes.values, [true])
                let note = try XCTUnwrap(app.find(text: "first note"), app.dump())
                XCTAssertEqual(gtk_expander_get_child(pointer), note.rawWidget)
                app.root.render(expanderView(true, "second note"))
                XCTAssertEqual(changes.values, [true], "G1")
                XCTAssertTrue(
                    note === app.find(text: "second note"), "the child is updated in place")
                app.root.render(expanderView(false, "second note"))
                XCTAssertEqual(gtk_expander_get_expanded(pointer), 0)
                XCTAssertEqual(changes.values, [true], "G1")
            }
        }
    }

    func testPickingADayInTheCalendarUpdatesTheLevelBarAndTheNote() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Planner()) { app in
                let calendar = try XCTUnwrap(app.find(role: .calendar), app.dump())
                let bar = try XCTUnwrap(app.find(role: .levelBar), app.dump())
                click(CalendarDate(year: 2026, month: 12, day: 24), in: calendar)
                await app.nextFrame()
                XCTAssertEqual(gtk_level_bar_get_value(OpaquePointer(bar.rawWidget)), 24)
                let expander = try XCTUnwrap(app.find(role: .expander), app.dump())
                gtk_expander_set_expanded(OpaquePointer(expander.rawWidget), 1)
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "Due 2026-12-24"), app.dump())
            }
        }
    }
}
