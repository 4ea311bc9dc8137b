import FoundationEssentials
import Hooks
import Reconciler

/// A button showing a date that opens a month calendar to pick another day,
/// bound to a `Date` in the local time zone.
///
/// ```swift
/// DatePicker("Due", selection: due, in: today...lastDay, displayedComponents: .date)
/// ```
///
/// Picking a day writes the binding with the time of day of its old value
/// (clamped into the range), and closes the calendar. Days outside the range
/// are refused: GTK 4.8's calendar cannot dim them, so a click on one leaves
/// the selection and the binding as they were. The button shows the date in
/// the user's locale (GtkHost formats it with the C library's `%x`); the title
/// is its label and its accessible name.
///
/// With `displayedComponents: [.date, .hourAndMinute]` the popover also has
/// hour and minute fields (GTK 4.8 has no time widget: two spin buttons,
/// 24-hour whatever the locale), and the button shows the time after the
/// date; `.hourAndMinute` alone shows the fields without the calendar. A time
/// set writes the binding at once, whole minutes, moved into the range.
public struct DatePicker: Widget, ToolkitWidget {
    /// The accessible role: a date picker.
    public static var role: WidgetRole { .datePicker }

    /// The label beside the button.
    public var title: String
    /// The selected date.
    public var selection: Date
    /// The earliest date that can be picked, if any.
    public var lowerBound: Date?
    /// The latest date that can be picked, if any.
    public var upperBound: Date?
    /// The parts of the date shown: the day, the time of day or both.
    public var displayedComponents: DatePickerComponents
    /// Called with the new date when the user picks a day.
    public var onChange: @MainActor (Date) -> Void
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// A picker labelled `title` showing and setting `selection`, any day.
    @inlinable public init(
        _ title: String, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = .date
    ) {
        self.title = title
        self.selection = selection.wrappedValue
        self.displayedComponents = displayedComponents
        onChange = { selection.wrappedValue = $0 }
    }

    /// A picker whose days are those of `range`.
    @inlinable public init(
        _ title: String, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = .date
    ) {
        self.init(title, selection: selection, displayedComponents: displayedComponents)
        lowerBound = range.lowerBound
        upperBound = range.upperBound
    }

    /// A picker whose days start at `range`'s lower bound.
    @inlinable public init(
        _ title: String, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = .date
    ) {
        self.init(title, selection: selection, displayedComponents: displayedComponents)
        lowerBound = range.lowerBound
    }

    /// A picker whose days end at `range`'s upper bound.
    @inlinable public init(
        _ title: String, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = .date
    ) {
        self.init(title, selection: selection, displayedComponents: displayedComponents)
        upperBound = range.upperBound
    }

    /// The selected day in the local time zone, ISO 8601 (`2026-12-03`),
    /// and its 24-hour time after it (`2026-12-03 15:30`) when it shows one.
    public var text: String? { shownText }

    /// The date picking `day` writes: `day` at the selection's time of day,
    /// moved into the range; nil when `day` is outside the range or no day
    /// of the calendar.
    public func date(picking day: Day) -> Date? {
        guard let date = day.date(atTimeOf: selection) else { return nil }
        if let lowerBound, day < Day(lowerBound) { return nil }
        if let upperBound, day > Day(upperBound) { return nil }
        if let lowerBound, date < lowerBound { return lowerBound }
        if let upperBound, date > upperBound { return upperBound }
        return date
    }

    /// Picks `day` as a click on it does: writes the date when the day is in
    /// the range and not the one selected; false when it is refused.
    @discardableResult
    public func pick(_ day: Day) -> Bool {
        guard let date = date(picking: day) else { return false }
        if date != selection { onChange(date) }
        return true
    }
}

/// The parts of a date a ``DatePicker`` shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int

    /// The set of `rawValue`'s bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The day: year, month and day of the month.
    public static let date = DatePickerComponents(rawValue: 1)
}
