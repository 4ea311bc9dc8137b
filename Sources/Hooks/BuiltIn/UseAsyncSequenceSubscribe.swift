/// The latest phase of an `AsyncSequence`, and a `subscribe` function that starts (or
/// restarts) the iteration at any time; the Linux replacement of `usePublisherSubscribe`.
///
///     let (phase, subscribe) = useAsyncSequenceSubscribe {
///         downloads.progress(of: file)
///     }
///     Button("Download") { subscribe() }
///
/// The phase starts `.pending`; `subscribe()` cancels the old iteration and sets
/// `.running`, then each element gives `.success(element)` and a thrown error `.failure`.
/// After unmount `subscribe()` does nothing.
@MainActor
public func useAsyncSequenceSubscribe<S: AsyncSequence>(
    _ makeSequence: @escaping () -> S
) -> (phase: AsyncPhase<S.Element, any Error>, subscribe: () -> Void) {
    HookDispatcher.rendering("useAsyncSequenceSubscribe").use(
        AsyncSequenceSubscribeHook(makeSequence: makeSequence),
        kind: "useAsyncSequenceSubscribe")
}

private struct AsyncSequenceSubscribeHook<S: AsyncSequence>: Hook {
    let makeSequence: () -> S

    func makeState() -> SequenceState<S.Element> {
        SequenceState()
    }

    func value(
        coordinator: Coordinator
    ) -> (phase: AsyncPhase<S.Element, any Error>, subscribe: () -> Void) {
        let state = coordinator.state
        let makeSequence = makeSequence
        return (
            state.phase,
            {
                guard !state.isDisposed else { return }
                state.subscribe(to: makeSequence()) { coordinator.updateView() }
                coordinator.updateView()
            }
        )
    }

    func dispose(state: SequenceState<S.Element>) {
        state.isDisposed = true
        state.cancel()
    }
}
