import GtkHooks
import TestHost
import Testing

@testable import Counter

@Suite struct CounterTests {
    @Test("each counter keeps its own count")
    func countersAreIndependent() throws {
        let host = TestHost(CountersView())
        let scoped = try #require(host.find(label: "HookScope counter"))
        try host.tap(scoped)
        try host.tap(scoped)
        try host.tap(try #require(host.find(label: "HookView counter")))
        #expect(host.find(label: "HookScope counter")?.text == "You clicked 2 times")
        #expect(host.find(label: "HookView counter")?.text == "You clicked 1 times")
        #expect(host.find(text: "Count: 0") != nil)
    }

    @Test("the reducer counter applies every dispatched action in order")
    func reducerCounts() throws {
        let host = TestHost(ReducerCounter())
        let increment = try #require(host.find(label: "Increment"))
        try host.tap(increment)
        try host.tap(increment)
        try host.tap(try #require(host.find(label: "Decrement")))
        #expect(host.find(text: "Count: 1") != nil, "\(host.dump())")
    }

    @Test("the reducer is a plain function")
    func reducerIsPure() {
        #expect(reducer(state: 0, action: .increment) == 1)
        #expect(reducer(state: 0, action: .decrement) == -1)
    }
}
