import Hooks
import Testing

private struct Failure: Error, Hashable {
    let code: Int
}

@Suite("AsyncPhase")
struct AsyncPhaseTests {
    fileprivate typealias Phase = AsyncPhase<Int, Failure>

    @Test("the is- helpers, value, error and result describe each case")
    func helpers() {
        let phases: [Phase] = [.pending, .running, .success(1), .failure(Failure(code: 2))]
        #expect(phases.map(\.isPending) == [true, false, false, false])
        #expect(phases.map(\.isRunning) == [false, true, false, false])
        #expect(phases.map(\.isSuccess) == [false, false, true, false])
        #expect(phases.map(\.isFailure) == [false, false, false, true])
        #expect(phases.map(\.value) == [nil, nil, 1, nil])
        #expect(phases.map(\.error) == [nil, nil, nil, Failure(code: 2)])
        #expect(phases.map(\.result) == [nil, nil, .success(1), .failure(Failure(code: 2))])
    }

    @Test("map, mapError, flatMap and flatMapError transform one side only")
    func transforms() {
        let success: Phase = .success(2)
        let failure: Phase = .failure(Failure(code: 1))
        #expect(success.map { $0 * 10 } == .success(20))
        #expect(failure.map { $0 * 10 } == .failure(Failure(code: 1)))
        #expect(failure.mapError { Failure(code: $0.code + 1) } == .failure(Failure(code: 2)))
        #expect(
            success.flatMap { _ in Phase.failure(Failure(code: 9)) } == .failure(Failure(code: 9)))
        #expect(failure.flatMapError { Phase.success($0.code) } == .success(1))
        #expect(Phase.running.map { $0 + 1 } == .running)
        #expect(Phase.pending.flatMapError { _ in Phase.success(0) } == .pending)
    }

    @Test("flatMap and flatMapError may turn a finished phase back into .pending or .running")
    func flatMapToUnfinished() {
        let success: Phase = .success(2)
        let failure: Phase = .failure(Failure(code: 1))
        #expect(
            success.flatMap { $0 > 1 ? AsyncPhase<String, Failure>.running : .pending } == .running)
        #expect(success.flatMap { _ in AsyncPhase<String, Failure>.pending } == .pending)
        #expect(failure.flatMapError { _ in AsyncPhase<Int, Never>.pending } == .pending)
        #expect(failure.flatMapError { _ in AsyncPhase<Int, Never>.running } == .running)
        #expect(success.flatMapError { _ in AsyncPhase<Int, Never>.running } == .success(2))
        #expect(
            failure.flatMap { _ in AsyncPhase<String, Failure>.running }
                == .failure(Failure(code: 1)))
    }

    @Test("Equatable and Hashable when the parameters are")
    func hashable() {
        let set: Set<Phase> = [.pending, .pending, .success(1), .success(1), .running]
        #expect(set.count == 3)
    }
}
