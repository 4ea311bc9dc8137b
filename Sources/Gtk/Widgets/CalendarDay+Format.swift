import CGtk

extension CalendarDay {
    /// The day written as the user's locale writes dates (the C library's
    /// `%x` for `LC_TIME`, through GLib: `03/12/2026` in `en_GB`,
    /// `03.12.2026` in `de_DE`); empty when it is no day of the calendar.
    public var formatted: String { written(as: "%x") }

    /// The day's month and year as the user's locale writes a month on its
    /// own ("November 2026"; GLib's `%OB %Y`, the month's standalone form);
    /// empty when it is no day of the calendar.
    public var monthAndYear: String { written(as: "%OB %Y") }

    /// The day written with GLib's date format `format`, or empty.
    private func written(as format: String) -> String {
        guard
            let year = Int32(exactly: year), let month = Int32(exactly: month),
            let day = Int32(exactly: day),
            let date = g_date_time_new_local(year, month, day, 0, 0, 0)
        else { return "" }
        defer { g_date_time_unref(date) }
        guard let text = g_date_time_format(date, format) else { return "" }
        defer { g_free(text) }
        return String(cString: text)
    }
}
