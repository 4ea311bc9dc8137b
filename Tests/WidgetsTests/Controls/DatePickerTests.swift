import FoundationEssentials
import Hooks
import Reconciler
import Testing
import Widgets

private let noon = DatePicker.Day(year: 2026, month: 6, day: 15)
    .date(atTimeOf: Date(timeIntervalSince1970: 1_800_000_000))!

@MainActor struct DatePickerTests {
    @Test("a day and a date convert through the local time zone")
    func daysAndDates() throws {
        let day = DatePicker.Day(year: 2026, month: 12, day: 31)
        let date = try #require(day.date(atTimeOf: noon))
        #expect(DatePicker.Day(date) == day)
        #expect(day.description == "2026-12-31")
        #expect(DatePicker.Day(year: 2026, month: 2, day: 29).date(atTimeOf: noon) == nil)
        #expect(DatePicker.Day(year: 2026, month: 13, day: 1).date(atTimeOf: noon) == nil)
        #expect(
            DatePicker.Day(year: 2026, month: 1, day: 2)
                > DatePicker.Day(year: 2025, month: 12, day: 31))
    }

    @Test("G53 a picked day is refused outside the range and moved into it on its ends")
    func theRangeDecidesWhatIsPicked() throws {
        let first = DatePicker.Day(year: 2026, month: 6, day: 10).date(atTimeOf: noon)!
        let last = DatePicker.Day(year: 2026, month: 6, day: 20).date(atTimeOf: noon)!
        let evening = noon.addingTimeInterval(6 * 3600)
        let picker = DatePicker("Due", selection: .constant(evening), in: first...last)
        #expect(picker.date(picking: DatePicker.Day(year: 2026, month: 6, day: 9)) == nil)
        #expect(picker.date(picking: DatePicker.Day(year: 2026, month: 6, day: 21)) == nil)
        #expect(picker.date(picking: DatePicker.Day(year: 2026, month: 6, day: 20)) == last)
        let twelfth = DatePicker.Day(year: 2026, month: 6, day: 12)
        #expect(picker.date(picking: twelfth) == twelfth.date(atTimeOf: evening))
        let open = DatePicker("Due", selection: .constant(noon), in: first...)
        #expect(open.date(picking: DatePicker.Day(year: 2099, month: 1, day: 1)) != nil)
        let until = DatePicker("Due", selection: .constant(noon), in: ...last)
        #expect(until.date(picking: DatePicker.Day(year: 1990, month: 1, day: 1)) != nil)
        #expect(until.date(picking: DatePicker.Day(year: 2026, month: 6, day: 21)) == nil)
    }
}
