import CGtk

// GTK's calendar gives and takes its selected day as a GDateTime, which the
// generator does not wrap: these members carry it as three numbers.

/// A day of the Gregorian calendar, as ``Calendar`` selects it.
public struct CalendarDay: Hashable, Sendable {
    /// The year (1 to 9999).
    public var year: Int
    /// The month, 1 for January to 12.
    public var month: Int
    /// The day of the month, from 1.
    public var day: Int

    /// The day `day` of `month` (1 to 12) of `year`.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }
}

@MainActor
extension Calendar {
    private var calendar: OpaquePointer { cast(pointer) }

    /// The selected day.
    public var selectedDay: CalendarDay {
        let date = gtk_calendar_get_date(calendar)
        defer { g_date_time_unref(date) }
        return CalendarDay(
            year: Int(g_date_time_get_year(date)), month: Int(g_date_time_get_month(date)),
            day: Int(g_date_time_get_day_of_month(date)))
    }

    /// Selects `day` and shows its month; returns false, changing nothing,
    /// when `day` is not a day of the calendar (February 30, month 13).
    @discardableResult
    public func select(_ day: CalendarDay) -> Bool {
        guard
            let year = Int32(exactly: day.year), let month = Int32(exactly: day.month),
            let dayOfMonth = Int32(exactly: day.day),
            let date = g_date_time_new_local(year, month, dayOfMonth, 0, 0, 0)
        else { return false }
        defer { g_date_time_unref(date) }
        gtk_calendar_select_day(calendar, date)
        return true
    }
}
