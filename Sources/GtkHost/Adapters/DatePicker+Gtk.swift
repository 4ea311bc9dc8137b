import Gtk
import Widgets

/// `DatePicker` is a label beside a `GtkMenuButton` showing the date, whose
/// popover holds a `GtkCalendar`. A click on a day of the month shown calls
/// `onChange` and closes the popover; a day outside the range is refused (the
/// calendar goes back to the day it showed). The instance owns the calendar,
/// so a date from state is selected in it without echo (G1). With
/// `.hourAndMinute`, hour and minute fields below the calendar
/// (``DatePickerTimeFields``) write the time as it changes, and the button
/// shows it after the date.
extension DatePicker: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widgets and connects the calendar's and popover's signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box(.horizontal, spacing: 8)
        let label = Label()
        label.expandsHorizontally = true
        label.textAlignment = 0
        let button = Gtk.MenuButton()
        let calendar = Gtk.Calendar()
        calendar.nameArrowsAfterTheirMonths()
        let popover = Popover()
        let time = DatePickerTimeFields()
        let content = Box(.vertical, spacing: 8)
        content.append(calendar)
        content.append(time.row)
        popover.child = content
        button.setPopover(popover: popover)
        box.append(label)
        box.append(button)
        let instance = GtkInstance(widget: box, view: self)
        instance.storage = DatePickerParts(
            label: label, button: button, calendar: instance.own(calendar), popover: popover,
            time: time)
        time.onChange { [handle = instance.handle] hour, minute in
            guard let instance = handle.instance, let props = instance.props(DatePicker.self),
                let parts = instance.storage as? DatePickerParts
            else { return }
            parts.timeSet(hour: hour, minute: minute, in: props)
        }
        calendar.onDaySelected { [handle = instance.handle] in
            guard let instance = handle.instance, let props = instance.props(DatePicker.self),
                let parts = instance.storage as? DatePickerParts
            else { return }
            parts.daySelected(in: props)
        }
        popover.onClosed { [handle = instance.handle] in
            guard let instance = handle.instance, let props = instance.props(DatePicker.self),
                let parts = instance.storage as? DatePickerParts
            else { return }
            parts.show(props)
        }
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: DatePicker?) {
        guard let parts = instance.storage as? DatePickerParts else { return }
        if title != old?.title {
            parts.label.text = title
            parts.button.accessibleLabel = title
            parts.time.name(title)
        }
        if displayedComponents != old?.displayedComponents {
            parts.calendar.isVisible = displayedComponents.contains(.date)
            parts.time.row.isVisible = displayedComponents.contains(.hourAndMinute)
        }
        parts.show(self)
    }
}
