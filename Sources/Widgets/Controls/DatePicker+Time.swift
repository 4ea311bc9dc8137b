import FoundationEssentials
import Glibc

extension DatePickerComponents {
    /// The time of day: hours and minutes (24-hour on GTK, see ``DatePicker``).
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

extension DatePicker {
    /// The local hour (0 to 23) and minute of the selection.
    public var timeOfDay: (hour: Int, minute: Int) {
        var seconds = time_t(selection.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        localtime_r(&seconds, &parts)
        return (Int(parts.tm_hour), Int(parts.tm_min))
    }

    /// The date setting the time to `hour`:`minute` writes: the selection's
    /// day at that local time, whole minutes, moved into the range; nil when
    /// `hour` or `minute` is out of the day's bounds.
    public func date(settingHour hour: Int, minute: Int) -> Date? {
        guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
        var seconds = time_t(selection.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        localtime_r(&seconds, &parts)
        parts.tm_hour = Int32(hour)
        parts.tm_min = Int32(minute)
        parts.tm_sec = 0
        parts.tm_isdst = -1
        let made = mktime(&parts)
        guard made != -1 else { return nil }
        let date = Date(timeIntervalSince1970: Double(made))
        if let lowerBound, date < lowerBound { return lowerBound }
        if let upperBound, date > upperBound { return upperBound }
        return date
    }

    /// Sets the time as the hour and minute fields do: writes the date when it
    /// differs from the selection; returns the date written or kept (the
    /// selection when the time is refused).
    @discardableResult
    public func setTime(hour: Int, minute: Int) -> Date {
        guard let date = date(settingHour: hour, minute: minute) else { return selection }
        if date != selection { onChange(date) }
        return date
    }

    /// The selection as its ``text`` shows it: the day (ISO 8601) and, with
    /// `.hourAndMinute`, the 24-hour time after it (`2026-12-03 15:30`).
    var shownText: String {
        let day = Day(selection).description
        guard displayedComponents.contains(.hourAndMinute) else { return day }
        let (hour, minute) = timeOfDay
        let time = (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
        return displayedComponents.contains(.date) ? "\(day) \(time)" : time
    }
}
