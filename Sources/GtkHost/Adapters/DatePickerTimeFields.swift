import Gtk
import Widgets

/// The hour and minute fields of a date picker's popover.
///
/// Two wrapping `GtkSpinButton`s (0 to 23, 0 to 59) with a colon between, as
/// GTK 4.8 has no time widget. Always 24-hour: GTK offers no locale query for a 12-hour
/// clock, and a field of 0 to 23 is understood everywhere.
@MainActor final class DatePickerTimeFields {
    let row = Box(.horizontal, spacing: 4)
    let hours = SpinButton(minimum: 0, maximum: 23, step: 1)
    let minutes = SpinButton(minimum: 0, maximum: 59, step: 1)

    init() {
        for field in [hours, minutes] {
            field.wrap = true
            field.numeric = true
            field.orientation = .vertical
        }
        row.horizontalAlignment = .center
        row.append(hours)
        row.append(Label(":"))
        row.append(minutes)
    }

    /// Calls `changed` with the hour and minute whenever a person changes either.
    func onChange(_ changed: @escaping @MainActor (Int, Int) -> Void) {
        for field in [hours, minutes] {
            field.onValueChanged { [weak self] in
                guard let self else { return }
                changed(Int(hours.value.rounded()), Int(minutes.value.rounded()))
            }
        }
    }

    /// Shows `hour`:`minute` without calling back.
    func show(hour: Int, minute: Int) {
        for (field, value) in [(hours, hour), (minutes, minute)]
        where field.value != Double(value) {
            field.withHandlersBlocked { field.value = Double(value) }
        }
    }

    /// Names the fields for assistive technologies: `title`'s hour and minute
    /// are the app's texts, so the fields take the picker's title.
    func name(_ title: String) {
        hours.accessibleLabel = title
        minutes.accessibleLabel = title
    }
}
