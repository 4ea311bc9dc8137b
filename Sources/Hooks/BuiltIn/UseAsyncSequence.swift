/// The latest phase of an `AsyncSequence`, subscribed on mount and resubscribed when the
/// strategy says so; the Linux replacement of SwiftUI Hooks' `usePublisher`.
///
///     let phase = useAsyncSequence(.once) {
///         clock.ticks(every: .seconds(1))
///     }
///     // .running, then .success(latest element)
///
/// Each element gives `.success(element)`; a thrown error gives `.failure`; finishing leaves
/// the phase unchanged. Resubscribing or unmounting cancels the old iteration. The phase keeps
/// the sequence's own `Failure` type, as `usePublisher` keeps the publisher's: `Never` for an
/// `AsyncStream`, so `phase == .running` compiles when the elements are `Equatable`.
///
/// `fileID` and `line` name this call across hot reloads (``HookCallSite``): leave them
/// to their defaults.
@MainActor
@discardableResult
public func useAsyncSequence<S: AsyncSequence>(
    _ updateStrategy: HookUpdateStrategy,
    _ makeSequence: @escaping () -> S,
    fileID: StaticString = #fileID, line: UInt = #line
) -> AsyncPhase<S.Element, S.Failure> {
    HookDispatcher.rendering("useAsyncSequence").use(
        AsyncSequenceHook(updateStrategy: updateStrategy, makeSequence: makeSequence),
        kind: "useAsyncSequence", site: HookCallSite(fileID: fileID, line: line))
}

private struct AsyncSequenceHook<S: AsyncSequence>: Hook {
    let updateStrategy: HookUpdateStrategy?
    let makeSequence: () -> S

    func makeState() -> SequenceState<S.Element, S.Failure> {
        SequenceState()
    }

    func updateState(coordinator: Coordinator) {
        coordinator.state.subscribe(to: makeSequence(), onChange: coordinator.detachedUpdateView)
    }

    func cleanUp(coordinator: Coordinator) {
        coordinator.state.cancel()
    }

    func value(coordinator: Coordinator) -> AsyncPhase<S.Element, S.Failure> {
        coordinator.state.phase
    }

    func dispose(state: SequenceState<S.Element, S.Failure>) {
        state.isDisposed = true
        state.cancel()
    }
}

/// The phase and iterating task of `useAsyncSequence` and `useAsyncSequenceSubscribe`.
@MainActor
final class SequenceState<Element, Failure: Error> {
    var phase: AsyncPhase<Element, Failure> = .pending
    var isDisposed = false
    private var task: Task<Void, Never>?

    /// Cancels the old iteration, sets `.running` and iterates `sequence` on the main actor.
    func subscribe<S: AsyncSequence>(
        to sequence: S, onChange: @escaping @MainActor () -> Void
    ) where S.Element == Element, S.Failure == Failure {
        cancel()
        guard !isDisposed else { return }
        phase = .running
        task = Task { @MainActor [weak self] in
            do throws(Failure) {
                for try await element in sequence {
                    guard let self, !Task.isCancelled, !self.isDisposed else { return }
                    self.phase = .success(element)
                    onChange()
                }
            } catch {
                guard let self, !Task.isCancelled, !self.isDisposed else { return }
                self.phase = .failure(error)
                onChange()
            }
        }
    }

    func cancel() {
        task?.cancel()
        task = nil
    }
}
