import Hooks
import HooksTesting
import Testing

private struct Failure: Error {}

@MainActor
@Suite("useAsyncPerform")
struct UseAsyncPerformTests {
    @Test("A3 starts .pending; perform goes .running then the result")
    func pendingRunningResult() async {
        let tester = HookTester { useAsyncPerform { 42 } }
        #expect(tester.value.phase == .pending)
        await tester.value.perform()
        #expect(tester.valueHistory.map(\.phase) == [.pending, .running, .success(42)])
    }

    @Test("A3 perform uses the operation of the latest render")
    func latestOperation() async {
        let tester = HookTester("first") { name in useAsyncPerform { name } }
        let oldPerform = tester.value.perform
        tester.update(with: "second")
        await oldPerform()
        #expect(tester.value.phase == .success("second"))
    }

    @Test("A3 a throwing operation ends in .failure")
    func throwingFails() async {
        let tester = HookTester {
            useAsyncPerform { () async throws -> Int in throw Failure() }
        }
        await tester.value.perform()
        #expect(tester.value.phase.error is Failure)
    }

    @Test("A3 after unmount perform does nothing")
    func performAfterUnmount() async {
        var runs = 0
        let tester = HookTester {
            useAsyncPerform {
                runs += 1
                return runs
            }
        }
        let perform = tester.value.perform
        tester.dispose()
        await perform()
        #expect(runs == 0)
        #expect(tester.valueHistory.count == 1)
    }

    @Test("A2 a newer perform discards the result of an older one still running")
    func newerPerformWins() async {
        let gate = Gate()
        var calls = 0
        let tester = HookTester {
            useAsyncPerform { () async -> Int in
                calls += 1
                let call = calls
                if call == 1 {
                    await gate.wait()
                }
                return call
            }
        }
        let perform = tester.value.perform
        async let first: Void = perform()
        await waitUntil { gate.waiting == 1 }
        await perform()
        #expect(tester.value.phase == .success(2))
        gate.open()
        await first
        #expect(tester.value.phase == .success(2))
    }
}
