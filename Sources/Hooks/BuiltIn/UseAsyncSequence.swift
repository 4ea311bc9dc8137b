/// The latest phase of an `AsyncSequence`, subscribed on mount and resubscribed when the
/// strategy says so; the Linux replacement of the seed's `usePublisher`.
///
///     let phase = useAsyncSequence(.once) {
///         clock.ticks(every: .seconds(1))
///     }
///     // .running, then .success(latest element)
///
/// Each element gives `.success(element)`; a thrown error gives `.failure`; finishing leaves
/// the phase unchanged. Resubscribing or unmounting cancels the old iteration.
@MainActor
@discardableResult
public func useAsyncSequence<S: AsyncSequence>(
    _ updateStrategy: HookUpdateStrategy,
    _ makeSequence: @escaping () -> S
) -> AsyncPhase<S.Element, any Error> {
    HookDispatcher.rendering("useAsyncSequence").use(
        AsyncSequenceHook(updateStrategy: updateStrategy, makeSequence: makeSequence),
        kind: "useAsyncSequence")
}

private struct AsyncSequenceHook<S: AsyncSequence>: Hook {
    let updateStrategy: HookUpdateStrategy?
    let makeSequence: () -> S

    func makeState() -> SequenceState<S.Element> {
        SequenceState()
    }

    func updateState(coordinator: Coordinator) {
        coordinator.state.subscribe(to: makeSequence(), onChange: coordinator.detachedUpdateView)
    }

    func cleanUp(coordinator: Coordinator) {
        coordinator.state.cancel()
    }

    func value(coordinator: Coordinator) -> AsyncPhase<S.Element, any Error> {
        coordinator.state.phase
    }

    func dispose(state: SequenceState<S.Element>) {
        state.isDisposed = true
        state.cancel()
    }
}

/// The phase and iterating task of `useAsyncSequence` and `useAsyncSequenceSubscribe`.
@MainActor
final class SequenceState<Element> {
    var phase: AsyncPhase<Element, any Error> = .pending
    var isDisposed = false
    private var task: Task<Void, Never>?

    /// Cancels the old iteration, sets `.running` and iterates `sequence` on the main actor.
    func subscribe<S: AsyncSequence>(
        to sequence: S, onChange: @escaping @MainActor () -> Void
    ) where S.Element == Element {
        cancel()
        guard !isDisposed else { return }
        phase = .running
        task = Task { @MainActor [weak self] in
            do {
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
