import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// Calls a hook in a plain view body: outside any component.
private struct PlainView: View {
    var body: some View {
        let count = useState(0)
        Text("\(count.wrappedValue)")
    }
}

/// Calls one more hook when `extra` is set: a changed hook order.
private struct Conditional: HookView {
    let extra: Bool

    var hookBody: some View {
        let count = useState(0)
        if extra {
            let other = useState("x")
            Text(other.wrappedValue)
        }
        useLayoutEffect { nil }
        Text("\(count.wrappedValue)")
    }
}

@MainActor private func counterButton() -> some View {
    HookScope {
        let count = useState(0)
        Button("You clicked \(count.wrappedValue) times") { count.wrappedValue += 1 }
    }
}

@MainActor struct HookScopeTests {
    @Test(
        "R1 a hook called in a plain view body stops with a message saying where hooks may be called"
    )
    func hookOutsideComponent() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { _ = TestHost(PlainView()) }
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("HookScope"))
    }

    @Test("R2 a changed hook order is reported with the component's name, then recovers")
    func changedOrderReported() {
        let host = TestHost(Conditional(extra: false))
        let reports = diagnostics { host.render(Conditional(extra: true)) }
        #expect(reports.count == 1)
        #expect(reports.first?.contains("Conditional") == true)
        #expect(host.dump() == "Text \"x\"\nText \"0\"")
    }

    @Test("R3 .disableHooksRulesAssertion(true) silences the report for its subtree")
    func assertionDisabled() {
        let host = TestHost(Conditional(extra: false).disableHooksRulesAssertion(true))
        let reports = diagnostics {
            host.render(Conditional(extra: true).disableHooksRulesAssertion(true))
        }
        #expect(reports.isEmpty)
        #expect(host.dump() == "Text \"x\"\nText \"0\"")
    }

    @Test("a HookScope keeps its own state across renders of its parent")
    func scopeKeepsState() throws {
        let host = TestHost(VStack { counterButton() })
        try host.tap(text: "You clicked 0 times")
        host.render(VStack { counterButton() })
        #expect(host.find(text: "You clicked 1 times") != nil)
    }
}
