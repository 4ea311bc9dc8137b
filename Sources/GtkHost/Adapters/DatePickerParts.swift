import Gtk
import Widgets

/// The label, button, popover and calendar of a date picker, and the day the
/// calendar shows selected.
@MainActor final class DatePickerParts {
    let label: Label
    let button: Gtk.MenuButton
    let calendar: Gtk.Calendar
    let popover: Popover
    /// The day selected in the calendar before its latest change.
    private var shownDay: CalendarDay?

    init(label: Label, button: Gtk.MenuButton, calendar: Gtk.Calendar, popover: Popover) {
        self.label = label
        self.button = button
        self.calendar = calendar
        self.popover = popover
    }

    /// Selects `day` in the calendar, without echo, and writes it on the button.
    func show(_ day: DatePicker.Day) {
        let gtkDay = CalendarDay(year: day.year, month: day.month, day: day.day)
        if shownDay != gtkDay {
            calendar.withHandlersBlocked { _ = calendar.select(gtkDay) }
            shownDay = gtkDay
        }
        let text = gtkDay.formatted
        if button.label != text { button.label = text }
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
