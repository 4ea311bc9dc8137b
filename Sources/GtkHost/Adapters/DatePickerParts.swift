import Gtk
import Widgets

/// The label, button, popover, calendar and time fields of a date picker,
/// and the day the calendar shows selected.
@MainActor final class DatePickerParts {
    let label: Label
    let button: Gtk.MenuButton
    let calendar: Gtk.Calendar
    let popover: Popover
    let time: DatePickerTimeFields
    /// The day selected in the calendar before its latest change.
    private var shownDay: CalendarDay?

    init(
        label: Label, button: Gtk.MenuButton, calendar: Gtk.Calendar, popover: Popover,
        time: DatePickerTimeFields
    ) {
        self.label = label
        self.button = button
        self.calendar = calendar
        self.popover = popover
        self.time = time
    }

    /// Shows `picker`'s selection in the calendar, the time fields and on the
    /// button, without echo.
    func show(_ picker: DatePicker) {
        let (hour, minute) = picker.timeOfDay
        time.show(hour: hour, minute: minute)
        let dayText = select(DatePicker.Day(picker.selection))
        let components = picker.displayedComponents
        let clock = (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
        let text =
            !components.contains(.hourAndMinute)
            ? dayText : components.contains(.date) ? "\(dayText) \(clock)" : clock
        if button.label != text { button.label = text }
    }

    /// A person set the time: writes it, and shows the time written (moved
    /// into the range) at once.
    func timeSet(hour: Int, minute: Int, in picker: DatePicker) {
        var written = picker
        written.selection = picker.setTime(hour: hour, minute: minute)
        show(written)
    }

    /// Selects `day` in the calendar, without echo; returns the day as the
    /// user's locale writes it.
    private func select(_ day: DatePicker.Day) -> String {
        let gtkDay = CalendarDay(year: day.year, month: day.month, day: day.day)
        if shownDay != gtkDay {
            calendar.withHandlersBlocked { _ = calendar.select(gtkDay) }
            shownDay = gtkDay
        }
        return gtkDay.formatted
    }

    /// The calendar selected another day: a pick when it is in the month
    /// shown before, else browsing (its arrows move the selection to
    /// another month, which picks nothing).
    func daySelected(in picker: DatePicker) {
        let day = calendar.selectedDay
        let previous = shownDay
        shownDay = day
        guard let previous, day.year == previous.year, day.month == previous.month else { return }
        if picker.pick(DatePicker.Day(year: day.year, month: day.month, day: day.day)) {
            popover.popdown()
        } else {
            calendar.withHandlersBlocked { _ = calendar.select(previous) }
            shownDay = previous
        }
    }
}
