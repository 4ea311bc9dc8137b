import GtkHooks
import TestHost
import Testing

@testable import {{NAME}}

/// The view on TestHost: rendered in memory, tapped as a user would.
@Suite struct ContentViewTests {
    @Test("each tap on Add one adds one click")
    func tapsCount() throws {
        let host = TestHost(ContentView())
        #expect(host.find(text: "Clicks: 0") != nil, "\(host.dump())")
        try host.tap(text: "Add one")
        try host.tap(text: "Add one")
        #expect(host.find(text: "Clicks: 2") != nil, "\(host.dump())")
    }
}
