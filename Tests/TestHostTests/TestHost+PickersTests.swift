import FoundationEssentials
import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

private let december3 = DatePicker.Day(year: 2026, month: 12, day: 3)
    .date(atTimeOf: Date(timeIntervalSince1970: 1_800_000_000))!

private struct Planner: HookView {
    var hookBody: some View {
        let due = useState(december3)
        let tint = useState(Color.red)
        let last = DatePicker.Day(year: 2026, month: 12, day: 20).date(atTimeOf: december3)!
        VStack {
            DatePicker("Due", selection: due, in: december3...last)
            ColorPicker("Tint", selection: tint, supportsOpacity: false)
            Text("Due \(DatePicker.Day(due.wrappedValue))")
        }
    }
}

@MainActor struct TestHostPickersTests {
    @Test("G52 picking a day writes the date at the same time of day; the transcript shows it")
    func pickingADayWritesTheDate() throws {
        let host = TestHost(Planner())
        let picker = try #require(host.find(role: .datePicker))
        #expect(picker.text == "2026-12-03")
        host.clearTranscript()
        #expect(try host.pick(DatePicker.Day(year: 2026, month: 12, day: 9), in: picker))
        #expect(picker.text == "2026-12-09")
        #expect(host.find(text: "Due 2026-12-09") != nil)
        let written = try #require(picker.as(DatePicker.self)?.selection)
        #expect(written == DatePicker.Day(year: 2026, month: 12, day: 9).date(atTimeOf: december3))
        #expect(host.transcript.map(\.description).contains("update \(picker.name) selection"))
    }

    @Test("G53 a day outside the range is refused and writes nothing")
    func aDayOutsideTheRangeIsRefused() throws {
        let host = TestHost(Planner())
        let picker = try #require(host.find(role: .datePicker))
        host.clearTranscript()
        #expect(try !host.pick(DatePicker.Day(year: 2026, month: 12, day: 21), in: picker))
        #expect(try !host.pick(DatePicker.Day(year: 2026, month: 11, day: 30), in: picker))
        #expect(try !host.pick(DatePicker.Day(year: 2026, month: 2, day: 30), in: picker))
        #expect(picker.text == "2026-12-03")
        #expect(host.transcript.isEmpty)
    }

    @Test("G54 choosing a color writes the binding")
    func choosingAColorWritesTheBinding() throws {
        let host = TestHost(Planner())
        let picker = try #require(host.find(role: .colorPicker))
        #expect(picker.text == "Tint")
        try host.pick(Color.blue, in: picker)
        #expect(picker.as(ColorPicker.self)?.selection == .blue)
        let text = try #require(host.find(text: "Due 2026-12-03"))
        #expect(throws: TestHostError.self) { try host.pick(Color.red, in: text) }
    }
}
