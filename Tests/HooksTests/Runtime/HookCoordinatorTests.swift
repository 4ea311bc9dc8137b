import Hooks
import HooksTesting
import Testing

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
}

private struct NameHook: Hook {
    func value(coordinator: Coordinator) -> String { coordinator.componentName }
}
