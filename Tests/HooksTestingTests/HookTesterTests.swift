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

    @Test("a tester dropped without dispose runs every cleanup once, as SwiftUI Hooks' tests do")
    func droppedTesterDisposes() {
        var log: [String] = []
        var tester: HookTester<Void, Int>? = HookTester {
            useLayoutEffect(.once) { { log.append("layout cleanup") } }
            useEffect(.once) { { log.append("passive cleanup") } }
            return 0
        }
        #expect(tester?.value == 0)
        #expect(log.isEmpty)
        tester = nil
        #expect(log == ["layout cleanup", "passive cleanup"])
    }

    @Test("a tester dropped without dispose cancels its useAsync task")
    func droppedTesterCancelsAsync() async {
        let probe = CancellationProbe()
        var tester: HookTester<Void, AsyncPhase<Int, Never>>? = HookTester {
            useAsync(.once) {
                try? await Task.sleep(for: .seconds(60))
                probe.finished(cancelled: Task.isCancelled)
                return 1
            }
        }
        #expect(tester?.value == .running)
        tester = nil
        let deadline = ContinuousClock.now + .seconds(60)
        while probe.wasCancelled == nil, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(1))
        }
        #expect(probe.wasCancelled == true)
    }

    @Test("a tester disposed, then dropped, runs its cleanups only once")
    func disposedThenDroppedDisposesOnce() {
        var cleanups = 0
        var tester: HookTester<Void, Void>? = HookTester {
            useEffect(.once) { { cleanups += 1 } }
        }
        tester?.dispose()
        #expect(cleanups == 1)
        tester = nil
        #expect(cleanups == 1)
    }

    @Test("S5 a cleanup that sets state while the tester unmounts renders nothing more")
    func cleanupSettingStateDoesNotRender() {
        let tester = HookTester {
            let count = useState(0)
            useLayoutEffect(.once) { { count.wrappedValue += 1 } }
            useEffect(.once) { { count.wrappedValue += 1 } }
            return count.wrappedValue
        }
        tester.dispose()
        #expect(tester.valueHistory == [0])
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

/// Records, on the main actor, whether an async operation ended cancelled.
@MainActor
private final class CancellationProbe {
    private(set) var wasCancelled: Bool?

    func finished(cancelled: Bool) {
        wasCancelled = cancelled
    }
}

private struct NameHook: Hook {
    func value(coordinator: Coordinator) -> String {
        coordinator.environment[NameKey.self]
    }
}
