/// The phase of an asynchronous operation, and a `perform` function that starts it at any
/// time.
///
///     let (phase, perform) = useAsyncPerform {
///         await save(draft)
///     }
///     Button("Save") { Task { await perform() } }
///
/// The phase starts `.pending`; `perform()` sets `.running`, runs the operation of the
/// latest render and then sets its result. A new `perform()` discards the result of an
/// older one still running; after unmount `perform()` does nothing.
///
/// `fileID` and `line` name this call across hot reloads (``HookCallSite``): leave them
/// to their defaults.
@MainActor
public func useAsyncPerform<Output>(
    _ operation: @escaping @MainActor () async -> Output,
    fileID: StaticString = #fileID, line: UInt = #line
) -> (phase: AsyncPhase<Output, Never>, perform: @MainActor () async -> Void) {
    HookDispatcher.rendering("useAsyncPerform").use(
        AsyncPerformHook { .success(await operation()) }, kind: "useAsyncPerform",
        site: HookCallSite(fileID: fileID, line: line))
}

/// The phase of a throwing asynchronous operation, and a `perform` function that starts it
/// at any time; a thrown error ends in `.failure`.
///
///     let (phase, perform) = useAsyncPerform {
///         try await upload(file)
///     }
///
/// `fileID` and `line` name this call across hot reloads (``HookCallSite``): leave them
/// to their defaults.
@MainActor
public func useAsyncPerform<Output>(
    _ operation: @escaping @MainActor () async throws -> Output,
    fileID: StaticString = #fileID, line: UInt = #line
) -> (phase: AsyncPhase<Output, any Error>, perform: @MainActor () async -> Void) {
    HookDispatcher.rendering("useAsyncPerform").use(
        AsyncPerformHook {
            do {
                return .success(try await operation())
            } catch {
                return .failure(error)
            }
        },
        kind: "useAsyncPerform", site: HookCallSite(fileID: fileID, line: line))
}

private struct AsyncPerformHook<Output, Failure: Error>: Hook {
    let operation: @MainActor () async -> AsyncPhase<Output, Failure>

    func makeState() -> PerformState<Output, Failure> {
        PerformState()
    }

    func updateState(coordinator: Coordinator) {
        coordinator.state.operation = operation
    }

    func value(
        coordinator: Coordinator
    ) -> (phase: AsyncPhase<Output, Failure>, perform: @MainActor () async -> Void) {
        let state = coordinator.state
        let updateView = coordinator.detachedUpdateView
        return (
            state.phase,
            {
                guard !state.isDisposed, let operation = state.operation else { return }
                state.generation += 1
                let generation = state.generation
                state.phase = .running
                updateView()
                let phase = await operation()
                guard !state.isDisposed, generation == state.generation else { return }
                state.phase = phase
                updateView()
            }
        )
    }

    func dispose(state: PerformState<Output, Failure>) {
        state.isDisposed = true
        state.operation = nil
    }
}

@MainActor
private final class PerformState<Output, Failure: Error> {
    var phase: AsyncPhase<Output, Failure> = .pending
    var operation: (@MainActor () async -> AsyncPhase<Output, Failure>)?
    /// Counts `perform()` calls, so only the latest one sets the result.
    var generation = 0
    var isDisposed = false
}
