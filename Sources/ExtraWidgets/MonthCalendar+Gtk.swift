import CGtk
import Gtk
import GtkHost

/// `MonthCalendar` is a `GtkCalendar`; picking a day calls `onChange`.
extension MonthCalendar: GtkAdapter {
    /// Makes the calendar and connects `day-selected` once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let calendar = Gtk.Widget(raw: gtk_calendar_new())
        let instance = GtkInstance(widget: calendar, view: self)
        calendar.onSignal("day-selected") { [handle = instance.handle, weak calendar] in
            guard let calendar, let props = handle.instance?.props(MonthCalendar.self) else {
                return
            }
            let picked = calendar.selectedDay
            if picked != props.selection { props.onChange(picked) }
        }
        return instance
    }

    /// Selects the day when it differs from the one shown.
    public func apply(to instance: GtkInstance, from old: MonthCalendar?) {
        guard let calendar = instance.widget, selection != calendar.selectedDay else { return }
        calendar.selectDay(selection)
    }
}

// `Gtk` has no calendar wrapper yet: these call GTK through the raw pointer.
extension Gtk.Widget {
    fileprivate var calendarPointer: OpaquePointer { OpaquePointer(rawWidget) }

    /// The calendar's selected day.
    fileprivate var selectedDay: CalendarDate {
        let date = gtk_calendar_get_date(calendarPointer)
        defer { g_date_time_unref(date) }
        return CalendarDate(
            year: Int(g_date_time_get_year(date)), month: Int(g_date_time_get_month(date)),
            day: Int(g_date_time_get_day_of_month(date)))
    }

    /// Selects `day` and shows its month.
    fileprivate func selectDay(_ day: CalendarDate) {
        guard
            let date = g_date_time_new_local(
                Int32(day.year), Int32(day.month), Int32(day.day), 0, 0, 0)
        else {
            Log.warning("MonthCalendar: \(day) is not a valid date; the selection is unchanged")
            return
        }
        defer { g_date_time_unref(date) }
        gtk_calendar_select_day(calendarPointer, date)
    }
}
