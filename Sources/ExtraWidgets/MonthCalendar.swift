import Hooks
import Reconciler
import Widgets

extension WidgetRole {
    /// A month grid to pick a day in (`GtkCalendar`, which GTK 4.8 reports
    /// only as a generic `widget`).
    public static let calendar = WidgetRole("calendar")
}

/// A month of days to pick one from (`GtkCalendar`), bound to a ``CalendarDate``.
///
/// ```swift
/// let day = useState(CalendarDate(year: 2026, month: 12, day: 1))
/// MonthCalendar(selection: day)
/// ```
public struct MonthCalendar: Widget {
    /// The accessible role: a calendar.
    public static var role: WidgetRole { .calendar }

    /// The selected day.
    public var selection: CalendarDate
    /// Called with the day the user picks.
    public var onChange: @MainActor (CalendarDate) -> Void
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// A calendar showing and setting `selection`.
    public init(selection: Binding<CalendarDate>) {
        self.selection = selection.wrappedValue
        onChange = { selection.wrappedValue = $0 }
    }

    /// The selected day, ISO 8601 (`2026-12-01`).
    public var text: String? { selection.description }

    /// Picks `date`, as a click on its day would.
    public func pick(_ date: CalendarDate) { onChange(date) }
}
