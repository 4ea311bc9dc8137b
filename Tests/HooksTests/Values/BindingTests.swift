import Hooks
import HooksTesting
import Testing

private struct Todo: Equatable {
    var title: String
    var done: Bool
}

@MainActor
@Suite("Binding")
struct BindingTests {
    @Test("init(get:set:) reads and writes through its closures")
    func getSet() {
        var stored = 1
        let binding = Binding(get: { stored }, set: { stored = $0 })
        binding.wrappedValue += 1
        #expect(stored == 2)
        #expect(binding.wrappedValue == 2)
    }

    @Test(".constant reads its value and ignores writes")
    func constant() {
        let binding = Binding.constant("fixed")
        binding.wrappedValue = "changed"
        #expect(binding.wrappedValue == "fixed")
    }

    @Test("dynamic-member projection reads and writes a property of the state")
    func projection() {
        let tester = HookTester { useState(Todo(title: "Write tests", done: false)) }
        let done = tester.value.done
        done.wrappedValue = true
        #expect(tester.value.wrappedValue == Todo(title: "Write tests", done: true))
        #expect(tester.value.title.wrappedValue == "Write tests")
    }

    @Test("a Binding is Sendable and callable from a @Sendable callback on the main actor")
    func sendableCallback() async {
        let tester = HookTester { useState(0) }
        let binding = tester.value
        let tick: @Sendable () -> Void = { binding.wrappedValue += 1 }
        await MainActor.run { tick() }
        #expect(tester.value.wrappedValue == 1)
    }

    @Test("using a Binding off the main actor prints its message to stderr, then stops")
    func offMainActorStops() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let binding = Binding.constant(1)
            await Task.detached { _ = binding.wrappedValue }.value
        }
        .map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("A Binding<Int> was used off the main actor"))
        }
    }

    @Test("a useState Binding written off the main actor prints its message, then stops")
    func stateWrittenOffMainActorStops() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let binding = await MainActor.run { HookTester { useState("a") }.value }
            await Task.detached { binding.wrappedValue = "b" }.value
        }
        .map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("A Binding<String> was used off the main actor"))
        }
    }
}
