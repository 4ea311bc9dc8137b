import Hooks
import HooksTesting
import Testing

/// Sets a component's state through its Binding from a detached task, which
/// does not run on the main actor, without `await MainActor.run`.
@MainActor private func setStateFromADetachedTask() async {
    let tester = HookTester { useState(0) }
    let binding = tester.value
    await Task.detached { binding.wrappedValue = 1 }.value
    #expect(tester.value.wrappedValue == 1, "unreachable: the set above stops the process")
}

@Suite("Binding isolation")
struct BindingIsolationTests {
    @Test("setting a state Binding from a detached task stops the process")
    func detachedSetStops() async {
        await #expect(processExitsWith: .failure) { await setStateFromADetachedTask() }
    }
}
