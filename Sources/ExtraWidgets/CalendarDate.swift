/// A day of the Gregorian calendar, as `MonthCalendar` shows and picks it.
public struct CalendarDate: Hashable, Sendable, CustomStringConvertible {
    /// The year, such as 2026.
    public var year: Int
    /// The month, 1 (January) to 12.
    public var month: Int
    /// The day of the month, from 1.
    public var day: Int

    /// The day `day` of `month` (1–12) of `year`.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// ISO 8601: `2026-12-01`.
    public var description: String {
        func padded(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(padded(month))-\(padded(day))"
    }
}
