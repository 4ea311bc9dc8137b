import Hooks
import HooksTesting
import Testing

@MainActor
@Suite("useAsyncSequenceSubscribe")
struct UseAsyncSequenceSubscribeTests {
    @Test("A4 the Subscribe variant starts .pending, subscribe sets .running, then elements")
    func pendingThenRunning() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let tester = HookTester { useAsyncSequenceSubscribe { stream } }
        #expect(tester.value.phase.isPending)
        tester.value.subscribe()
        #expect(tester.value.phase.isRunning)
        continuation.yield(5)
        await waitUntil { tester.value.phase.value == 5 }
    }

    @Test("A4 the phase keeps the sequence's Failure type, so equatable phases compare with ==")
    func typedFailure() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let tester = HookTester { useAsyncSequenceSubscribe { stream } }
        let pending: AsyncPhase<Int, Never> = tester.value.phase
        #expect(pending == .pending)
        tester.value.subscribe()
        #expect(tester.value.phase == .running)
        continuation.yield(3)
        await waitUntil { tester.value.phase == .success(3) }
    }

    @Test("A4 subscribe again cancels the old iteration")
    func resubscribe() async {
        var made = 0
        var continuations: [AsyncStream<Int>.Continuation] = []
        let tester = HookTester {
            useAsyncSequenceSubscribe { () -> AsyncStream<Int> in
                made += 1
                let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
                continuations.append(continuation)
                return stream
            }
        }
        tester.value.subscribe()
        tester.value.subscribe()
        #expect(made == 2)
        continuations[0].yield(1)
        continuations[1].yield(2)
        await waitUntil { tester.value.phase.value == 2 }
        #expect(!tester.valueHistory.contains { $0.phase.value == 1 })
    }

    @Test("A4 after unmount subscribe does nothing")
    func subscribeAfterUnmount() {
        var made = 0
        let tester = HookTester {
            useAsyncSequenceSubscribe { () -> AsyncStream<Int> in
                made += 1
                return AsyncStream { $0.finish() }
            }
        }
        let subscribe = tester.value.subscribe
        tester.dispose()
        subscribe()
        #expect(made == 0)
    }
}
