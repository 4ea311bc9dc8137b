import Gtk
import GtkHost

/// `MonthCalendar` is a `GtkCalendar`; picking a day calls `onChange`.
extension MonthCalendar: GtkAdapter {
    /// Makes the calendar and connects `day-selected` once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let calendar = Gtk.Calendar()
        calendar.nameArrowsAfterTheirMonths()
        let instance = GtkInstance(widget: calendar, view: self)
        calendar.onDaySelected { [handle = instance.handle, weak calendar] in
            guard let calendar, let props = handle.instance?.props(MonthCalendar.self) else {
                return
            }
            // GTK reports the day already selected when it is clicked again.
            let picked = CalendarDate(calendar.selectedDay)
            if picked != props.selection { props.onChange(picked) }
        }
        return instance
    }

    /// Selects the day when it differs from the one shown.
    public func apply(to instance: GtkInstance, from old: MonthCalendar?) {
        let calendar = instance.gtk(Gtk.Calendar.self)
        guard selection != CalendarDate(calendar.selectedDay) else { return }
        let day = CalendarDay(year: selection.year, month: selection.month, day: selection.day)
        if !calendar.select(day) {
            Log.warning(
                "MonthCalendar: \(selection) is not a valid date; the selection is unchanged")
        }
    }
}

extension CalendarDate {
    /// The date of a day of GTK's calendar.
    init(_ day: CalendarDay) {
        self.init(year: day.year, month: day.month, day: day.day)
    }
}
