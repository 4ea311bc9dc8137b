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
/// `subscribe` is `Sendable` and must be called on the main actor; after unmount it does
/// nothing. The phase keeps the sequence's own `Failure` type, as `usePublisherSubscribe` does.
///
/// `fileID` and `line` name this call across hot reloads (``HookCallSite``): leave them
/// to their defaults.
@MainActor
public func useAsyncSequenceSubscribe<S: AsyncSequence>(
    _ makeSequence: @escaping () -> S,
    fileID: StaticString = #fileID, line: UInt = #line
) -> (phase: AsyncPhase<S.Element, S.Failure>, subscribe: @Sendable () -> Void) {
    HookDispatcher.rendering("useAsyncSequenceSubscribe").use(
        AsyncSequenceSubscribeHook(makeSequence: makeSequence),
        kind: "useAsyncSequenceSubscribe", site: HookCallSite(fileID: fileID, line: line))
}

private struct AsyncSequenceSubscribeHook<S: AsyncSequence>: Hook {
    let makeSequence: () -> S

    func makeState() -> SequenceState<S.Element, S.Failure> {
        SequenceState()
    }

    func value(
        coordinator: Coordinator
    ) -> (phase: AsyncPhase<S.Element, S.Failure>, subscribe: @Sendable () -> Void) {
        let state = coordinator.state
        let makeSequence = makeSequence
        let updateView = coordinator.detachedUpdateView
        let subscribe = MainActorChecked<Void, Void>(
            { _ in
                guard !state.isDisposed else { return }
                state.subscribe(to: makeSequence(), onChange: updateView)
                updateView()
            },
            message: {
                "subscribe of useAsyncSequenceSubscribe was called off the main actor; from "
                    + "another task call `await MainActor.run { subscribe() }`."
            })
        return (state.phase, { subscribe(()) })
    }

    func dispose(state: SequenceState<S.Element, S.Failure>) {
        state.isDisposed = true
        state.cancel()
    }
}
