import Hooks
import HooksTesting
import Testing

private struct Failure: Error, Equatable {}

@MainActor
@Suite("useAsync")
struct UseAsyncTests {
    @Test("A1 .running in the render that starts it, then the result: history is exactly two")
    func runningThenSuccess() async {
        let gate = Gate()
        let tester = HookTester {
            useAsync(.once) { () async -> Int in
                await gate.wait()
                return 7
            }
        }
        #expect(tester.value == .running)
        gate.open()
        await waitUntil { tester.value.isSuccess }
        #expect(tester.valueHistory == [.running, .success(7)])
    }

    @Test("A1 a throwing operation ends in .failure, never a crash")
    func throwingEndsInFailure() async {
        let tester = HookTester {
            useAsync(.once) { () async throws -> Int in throw Failure() }
        }
        await waitUntil { tester.value.isFailure }
        #expect(tester.value.error is Failure)
        #expect(tester.valueHistory.count == 2)
    }

    @Test("A2 a restart cancels the previous task and discards its late result")
    func restartDiscardsLateResult() async {
        let first = Gate()
        let second = Gate()
        var cancelled = false
        let tester = HookTester(1) { id in
            useAsync(.preserved(by: id)) { () async -> Int in
                if id == 1 {
                    await first.wait()
                    cancelled = Task.isCancelled
                } else {
                    await second.wait()
                }
                return id
            }
        }
        await waitUntil { first.waiting == 1 }
        tester.update(with: 2)
        #expect(tester.value == .running)
        first.open()
        await waitUntil { cancelled }
        second.open()
        await waitUntil { tester.value.isSuccess }
        #expect(tester.value == .success(2))
        #expect(!tester.valueHistory.contains(.success(1)))
    }

    @Test("A2 unmount cancels the task and leaves the phase as it was")
    func unmountCancels() async {
        let gate = Gate()
        var finished = false
        var cancelled = false
        let tester = HookTester {
            useAsync(.once) { () async -> Int in
                await gate.wait()
                cancelled = Task.isCancelled
                finished = true
                return 1
            }
        }
        await waitUntil { gate.waiting == 1 }
        tester.dispose()
        gate.open()
        await waitUntil { finished }
        #expect(cancelled)
        #expect(tester.valueHistory == [.running])
    }

    @Test("A1 the task's result reaches the component without any update call")
    func resultWithoutUpdate() async {
        let tester = HookTester { useAsync(.once) { "done" } }
        await waitUntil { tester.value.isSuccess }
        #expect(tester.value == .success("done"))
    }
}
