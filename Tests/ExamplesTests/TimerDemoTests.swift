import GtkHooks
import TestHost
import Testing

@testable import TimerDemo

@Suite struct TimerDemoTests {
    @Test("shows SwiftUI Hooks' clock and the interval clock with its picker")
    func showsBothClocks() throws {
        let host = TestHost(TimerDemoView())
        let labels = host.findAll(role: .label).compactMap(\.text)
        #expect(labels.contains { $0.hasPrefix("Time: ") }, "\(host.dump())")
        #expect(labels.contains { $0.hasPrefix("Now: ") }, "\(host.dump())")
        let picker = try #require(host.find(role: .picker)?.as(Picker.self))
        #expect(picker.options == ["Every 1 s", "Every 2 s", "Every 5 s"])
        #expect(picker.text == "Every 1 s")
        host.unmount()
    }

    @Test("picking an interval re-renders the clock with it")
    func picksAnInterval() throws {
        let host = TestHost(IntervalClock())
        try host.select(2, in: try #require(host.find(role: .picker)))
        #expect(host.find(role: .picker)?.text == "Every 5 s")
        host.unmount()
    }
}
