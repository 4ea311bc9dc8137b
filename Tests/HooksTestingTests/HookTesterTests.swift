import Hooks
import HooksTesting
import Testing

private struct NameKey: EnvironmentKey {
    static var defaultValue: String { "default" }
}

@MainActor
@Suite("HookTester")
struct HookTesterTests {
    @Test("valueHistory holds every render, the first included")
    func valueHistory() {
        let tester = HookTester(1) { $0 * 10 }
        tester.update(with: 2)
        tester.update()
        #expect(tester.valueHistory == [10, 20, 20])
        #expect(tester.value == 20)
    }

    @Test("the environment closure and the settable environment reach the hook")
    func environment() {
        let tester = HookTester(
            { useEnvironment(\.colorScheme) }, environment: { $0.colorScheme = .dark })
        #expect(tester.value == .dark)
        tester.environment.colorScheme = .light
        tester.update()
        #expect(tester.value == .light)
        tester.environment[NameKey.self] = "custom"
        let names = HookTester({ useHook(NameHook()) }, environment: { $0[NameKey.self] = "x" })
        #expect(names.value == "x")
    }

    @Test("dispose keeps the last value and a later update mounts fresh state")
    func disposeThenUpdate() {
        var cleanups = 0
        let tester = HookTester {
            let count = useState(0)
            useEffect(.once) { { cleanups += 1 } }
            return count
        }
        tester.value.wrappedValue = 4
        tester.dispose()
        #expect(tester.value.wrappedValue == 4)
        #expect(cleanups == 1)
        tester.update()
        #expect(tester.value.wrappedValue == 0)
        tester.dispose()
        #expect(cleanups == 2)
    }

    @Test("an update requested during a render queues one more render instead of re-entering")
    func updateDuringRenderQueues() {
        var renders = 0
        var tester: HookTester<Void, Int>?
        tester = HookTester {
            renders += 1
            if renders == 2 {
                tester?.update()
            }
            return renders
        }
        tester?.update()
        #expect(tester?.valueHistory == [1, 2, 3])
    }

    @Test("B5 an effect that sets state on every commit is reported, not a hang")
    func updateLoopIsReported() {
        var messages: [String] = []
        let saved = HookDiagnostics.report
        HookDiagnostics.report = { messages.append($0) }
        defer { HookDiagnostics.report = saved }
        let tester = HookTester {
            let count = useState(0)
            useEffect {
                count.wrappedValue += 1
                return nil
            }
            return count.wrappedValue
        }
        #expect(tester.valueHistory.count == 50)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Update loop in HookTester") == true)
    }
}

private struct NameHook: Hook {
    func value(coordinator: Coordinator) -> String {
        coordinator.environment[NameKey.self]
    }
}
