import ExtraWidgets
import GtkHooks
import TestHost
import Testing

@testable import TripPlanner

@MainActor @Suite struct TripPlannerTests {
    @Test("picking a departure day on the calendar shows it in the heading")
    func pickingADeparture() throws {
        let host = TestHost(TripPlannerView())
        let calendar = try #require(host.find(role: .calendar))
        #expect(host.find(label: "Departure") === calendar)
        #expect(calendar.text == "2026-07-18")
        calendar.as(MonthCalendar.self)?.pick(CalendarDate(year: 2026, month: 7, day: 24))
        host.flush()
        #expect(host.find(text: "Departure: 2026-07-24") != nil, "\(host.dump())")
    }

    @Test("packing an item moves the level bar and the count")
    func packing() throws {
        let host = TestHost(TripPlannerView())
        try host.toggle(#require(host.find(text: "Passport")))
        try host.toggle(#require(host.find(text: "Charger")))
        #expect(host.find(text: "Packed 2 of 4") != nil)
        #expect(host.find(label: "Packed")?.as(LevelBar.self)?.value == 2)
    }

    @Test("the packing list folds away in its expander")
    func folding() throws {
        let host = TestHost(TripPlannerView())
        let expander = try #require(host.find(role: .expander))
        #expect(expander.text == "Packing list")
        try host.toggle(expander)
        #expect(host.find(role: .expander)?.as(Expander.self)?.isExpanded == false)
    }

    @Test("the inline note field is a node with its label and text")
    func inlineNote() throws {
        let host = TestHost(TripPlannerView())
        let note = try #require(host.find(label: "Note"))
        #expect(note.role == .native)
        #expect(note.text == "")
    }
}
