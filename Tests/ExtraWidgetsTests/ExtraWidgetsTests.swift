import ExtraWidgets
import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

@MainActor struct ExtraWidgetsTests {
    @Test("widgets from outside the toolkit are nodes with their own roles, text and label")
    func nodesWithTheirRoles() throws {
        let host = TestHost(Planner())
        let calendar = try #require(host.find(role: .calendar))
        #expect(calendar.text == "2026-12-01")
        #expect(host.find(label: "Due date") === calendar)
        #expect(host.find(role: .levelBar)?.as(LevelBar.self)?.value == 1)
        #expect(host.find(role: .expander)?.text == "Details")
        #expect(host.find(text: "Due 2026-12-01") != nil)
    }

    @Test("picking a day updates only what shows it")
    func pickingADay() throws {
        let host = TestHost(Planner())
        host.clearTranscript()
        let calendar = try #require(host.find(role: .calendar)?.as(MonthCalendar.self))
        calendar.pick(CalendarDate(year: 2026, month: 12, day: 24))
        host.flush()
        #expect(host.find(role: .calendar)?.text == "2026-12-24")
        #expect(
            host.transcript.map(\.description) == [
                "update MonthCalendar#2 selection", "update LevelBar#3 value",
                "update Text#5 string",
            ])
    }

    @Test("an expander toggles like a toggle, and its content is a child in the tree")
    func expanderToggles() throws {
        let host = TestHost(Planner())
        let expander = try #require(host.find(role: .expander))
        #expect(expander.as(Expander.self)?.isExpanded == false)
        #expect(expander.children.map(\.typeName) == ["Text"])
        try host.toggle(expander)
        #expect(host.find(role: .expander)?.as(Expander.self)?.isExpanded == true)
    }
}
