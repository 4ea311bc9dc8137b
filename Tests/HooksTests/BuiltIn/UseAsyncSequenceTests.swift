import Hooks
import HooksTesting
import Testing

private struct Failure: Error {}

@MainActor
@Suite("useAsyncSequence")
struct UseAsyncSequenceTests {
    @Test("A4 .running on subscribe, .success(latest) per element, unchanged on finish")
    func elementsThenFinish() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let tester = HookTester { useAsyncSequence(.once) { stream } }
        #expect(tester.value.isRunning)
        continuation.yield(1)
        await waitUntil { tester.value.value == 1 }
        continuation.yield(2)
        await waitUntil { tester.value.value == 2 }
        continuation.finish()
        let renders = tester.valueHistory.count
        await waitUntil { true }
        tester.update()
        #expect(tester.value.value == 2)
        #expect(tester.valueHistory.count == renders + 1)
        #expect(tester.valueHistory.compactMap(\.value) == [1, 2, 2])
    }

    @Test("A4 the phase keeps the sequence's Failure type, so equatable phases compare with ==")
    func typedFailure() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let tester = HookTester { useAsyncSequence(.once) { stream } }
        let running: AsyncPhase<Int, Never> = tester.value
        #expect(running == .running)
        continuation.yield(7)
        await waitUntil { tester.value == .success(7) }
        let (throwing, throwingContinuation) = AsyncThrowingStream.makeStream(of: Int.self)
        let throwingTester = HookTester { useAsyncSequence(.once) { throwing } }
        throwingContinuation.finish(throwing: Failure())
        await waitUntil { throwingTester.value.isFailure }
        let error: (any Error)? = throwingTester.value.error
        #expect(error is Failure)
    }

    @Test("A4 a thrown error gives .failure")
    func throwGivesFailure() async {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: Int.self)
        let tester = HookTester { useAsyncSequence(.once) { stream } }
        continuation.yield(1)
        await waitUntil { tester.value.value == 1 }
        continuation.finish(throwing: Failure())
        await waitUntil { tester.value.isFailure }
        #expect(tester.value.error is Failure)
    }

    @Test("A4 resubscribing cancels the old iteration")
    func resubscribeCancelsOld() async {
        let (first, firstContinuation) = AsyncStream.makeStream(of: String.self)
        let (second, secondContinuation) = AsyncStream.makeStream(of: String.self)
        let firstTerminated = Flag()
        firstContinuation.onTermination = { _ in firstTerminated.setSoon() }
        let tester = HookTester(1) { id in
            useAsyncSequence(.preserved(by: id)) { id == 1 ? first : second }
        }
        firstContinuation.yield("a")
        await waitUntil { tester.value.value == "a" }
        tester.update(with: 2)
        #expect(tester.value.isRunning)
        await waitUntil { firstTerminated.isSet }
        firstContinuation.yield("late")
        secondContinuation.yield("b")
        await waitUntil { tester.value.value == "b" }
        #expect(!tester.valueHistory.contains { $0.value == "late" })
    }

    @Test("A4 unmount cancels the iteration")
    func unmountCancels() async {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let terminated = Flag()
        continuation.onTermination = { _ in terminated.setSoon() }
        let tester = HookTester { useAsyncSequence(.once) { stream } }
        tester.dispose()
        await waitUntil { terminated.isSet }
        continuation.yield(1)
        #expect(tester.valueHistory.count == 1)
    }
}
