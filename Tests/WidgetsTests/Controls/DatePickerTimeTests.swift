import FoundationEssentials
import Hooks
import Reconciler
import Testing
import Widgets

/// 15 June 2026 at `hour`:`minute` local time.
@MainActor private func june15(_ hour: Int, _ minute: Int) -> Date {
    let someTime = Date(timeIntervalSince1970: 1_781_500_000)
    let day = DatePicker.Day(year: 2026, month: 6, day: 15).date(atTimeOf: someTime)!
    return DatePicker("", selection: .constant(day)).date(settingHour: hour, minute: minute)!
}

@MainActor struct DatePickerTimeTests {
    @Test("G64 a time set writes the day at that hour and minute, moved into the range")
    func settingTheTime() throws {
        var writes: [Date] = []
        let binding = Binding(get: { june15(15, 30) }, set: { writes.append($0) })
        let picker = DatePicker(
            "Due", selection: binding, in: june15(9, 0)...june15(18, 0),
            displayedComponents: [.date, .hourAndMinute])
        #expect(picker.timeOfDay == (15, 30))
        #expect(picker.text == "2026-06-15 15:30")
        #expect(picker.setTime(hour: 9, minute: 5) == june15(9, 5))
        #expect(writes == [june15(9, 5)])
        #expect(picker.setTime(hour: 7, minute: 0) == june15(9, 0), "moved up to the range")
        #expect(picker.setTime(hour: 23, minute: 59) == june15(18, 0), "moved down to it")
        #expect(picker.date(settingHour: 24, minute: 0) == nil)
        #expect(picker.setTime(hour: 15, minute: 30) == june15(15, 30))
        #expect(writes.count == 3, "the time shown is not written again")
        let timeOnly = DatePicker("Alarm", selection: binding, displayedComponents: .hourAndMinute)
        #expect(timeOnly.text == "15:30")
    }
}
