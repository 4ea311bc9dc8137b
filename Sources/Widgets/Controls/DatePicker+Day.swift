import FoundationEssentials
import Glibc

extension DatePicker {
    /// A day of the Gregorian calendar, as a ``DatePicker`` shows and picks it:
    /// the local time zone's day of a `Date`.
    ///
    /// ```swift
    /// DatePicker("Due", selection: due).pick(DatePicker.Day(year: 2026, month: 12, day: 24))
    /// ```
    public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// The year, such as 2026.
        public var year: Int
        /// The month, 1 (January) to 12.
        public var month: Int
        /// The day of the month, from 1.
        public var day: Int

        /// The day `day` of `month` (1 to 12) of `year`.
        public init(year: Int, month: Int, day: Int) {
            self.year = year
            self.month = month
            self.day = day
        }

        /// The day `date` falls on in the local time zone.
        public init(_ date: Date) {
            var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
            var parts = tm()
            localtime_r(&seconds, &parts)
            self.init(
                year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1,
                day: Int(parts.tm_mday))
        }

        /// This day at the local time of day of `time`; nil when it is no day of
        /// the calendar (February 30, month 13).
        public func date(atTimeOf time: Date) -> Date? {
            let whole = time.timeIntervalSince1970.rounded(.down)
            var seconds = time_t(whole)
            var parts = tm()
            localtime_r(&seconds, &parts)
            guard let year = Int32(exactly: year - 1900), let month = Int32(exactly: month - 1),
                let day = Int32(exactly: day)
            else { return nil }
            parts.tm_year = year
            parts.tm_mon = month
            parts.tm_mday = day
            parts.tm_isdst = -1
            let made = mktime(&parts)
            // mktime moves a day past the month's end into the next month.
            guard made != -1, parts.tm_mday == day, parts.tm_mon == month else { return nil }
            return Date(timeIntervalSince1970: Double(made) + time.timeIntervalSince1970 - whole)
        }

        /// ISO 8601: `2026-12-03`.
        public var description: String {
            func padded(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
            return "\(year)-\(padded(month))-\(padded(day))"
        }

        /// Earlier days first.
        public static func < (lhs: Day, rhs: Day) -> Bool {
            (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
        }
    }
}
