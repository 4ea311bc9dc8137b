import HooksTesting
import Testing

@testable import Hooks

/// Hands out the coordinator's `updateView` and reads a key through its environment.
private struct ProbeHook: Hook {
    func makeState() -> RefObject<Int> { RefObject(0) }

    func value(coordinator: Coordinator) -> (renders: Int, scheme: ColorScheme, update: () -> Void)
    {
        coordinator.state.current += 1
        return (
            coordinator.state.current, coordinator.environment.colorScheme, coordinator.updateView
        )
    }
}

@MainActor
@Suite("HookCoordinator")
struct HookCoordinatorTests {
    @Test("updateView re-renders the component; after unmount it does nothing")
    func updateView() {
        let tester = HookTester { useHook(ProbeHook()) }
        tester.value.update()
        #expect(tester.value.renders == 2)
        let update = tester.value.update
        tester.dispose()
        update()
        #expect(tester.valueHistory.count == 2)
    }

    @Test("C3 reads through coordinator.environment count as reads of the component")
    func environmentReadsAreTracked() {
        let dispatcher = HookDispatcher(componentName: "Probe") {}
        let value = dispatcher.render { useHook(ProbeHook()) }
        #expect(value.scheme == .light)
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(dispatcher.readsChanges(from: EnvironmentValues(), to: dark))
    }

    @Test("the coordinator names the component for messages")
    func componentName() {
        let dispatcher = HookDispatcher(componentName: "Profile") {}
        let name = dispatcher.render { useHook(NameHook()) }
        #expect(name == "Profile")
    }

    @Test("a coordinator made by hand: shared state, the given environment and updateView")
    func madeByHand() {
        var updates = 0
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let hook = ProbeHook()
        let coordinator = HookCoordinator<ProbeHook>(
            state: hook.makeState(), environment: dark, updateView: { updates += 1 })
        let copy = coordinator
        let first = hook.value(coordinator: coordinator)
        let second = hook.value(coordinator: copy)
        #expect(first.renders == 1 && second.renders == 2)
        #expect(coordinator.state.current == 2)
        coordinator.state = RefObject(40)
        #expect(copy.state.current == 40)
        #expect(second.scheme == .dark)
        second.update()
        #expect(updates == 1)
        #expect(coordinator.componentName == "ProbeHook")
    }

    @Test("a built-in hook's Binding reaches the updateView of a coordinator made by hand")
    func builtInHookByHand() {
        var updates = 0
        let hook = StateHook { 1 }
        let coordinator = HookCoordinator<StateHook<Int>>(
            state: hook.makeState(), environment: EnvironmentValues(), updateView: { updates += 1 })
        let count = hook.value(coordinator: coordinator)
        count.wrappedValue = 2
        #expect(updates == 1)
        #expect(hook.value(coordinator: coordinator).wrappedValue == 2)
    }
}

private struct NameHook: Hook {
    func value(coordinator: Coordinator) -> String { coordinator.componentName }
}
