/// The phase of an asynchronous operation started on mount and restarted when the strategy
/// says so.
///
///     let phase = useAsync(.preserved(by: userID)) {
///         await loadName(of: userID)
///     }
///     // .running in the render that starts it, then .success(name)
///
/// A restart cancels the previous task and discards its late result; unmount cancels the
/// task and leaves the phase as it was.
///
/// `fileID` and `line` name this call across hot reloads (``HookCallSite``): leave them
/// to their defaults.
@MainActor
@discardableResult
public func useAsync<Output>(
    _ updateStrategy: HookUpdateStrategy,
    _ operation: @escaping () async -> Output,
    fileID: StaticString = #fileID, line: UInt = #line
) -> AsyncPhase<Output, Never> {
    HookDispatcher.rendering("useAsync").use(
        AsyncHook(updateStrategy: updateStrategy) { .success(await operation()) },
        kind: "useAsync", site: HookCallSite(fileID: fileID, line: line))
}

/// The phase of a throwing asynchronous operation started on mount and restarted when the
/// strategy says so; a thrown error ends in `.failure`.
///
///     let phase = useAsync(.once) {
///         try await fetchProfile()
///     }
///
/// `fileID` and `line` name this call across hot reloads (``HookCallSite``): leave them
/// to their defaults.
@MainActor
@discardableResult
public func useAsync<Output>(
    _ updateStrategy: HookUpdateStrategy,
    _ operation: @escaping () async throws -> Output,
    fileID: StaticString = #fileID, line: UInt = #line
) -> AsyncPhase<Output, any Error> {
    HookDispatcher.rendering("useAsync").use(
        AsyncHook(updateStrategy: updateStrategy) {
            do {
                return .success(try await operation())
            } catch {
                return .failure(error)
            }
        },
        kind: "useAsync", site: HookCallSite(fileID: fileID, line: line))
}

private struct AsyncHook<Output, Failure: Error>: Hook {
    let updateStrategy: HookUpdateStrategy?
    let operation: () async -> AsyncPhase<Output, Failure>

    func makeState() -> AsyncState<Output, Failure> {
        AsyncState()
    }

    func updateState(coordinator: Coordinator) {
        let state = coordinator.state
        state.phase = .running
        let operation = operation
        let updateView = coordinator.detachedUpdateView
        state.task = Task { @MainActor in
            let phase = await operation()
            guard !Task.isCancelled, !state.isDisposed else { return }
            state.phase = phase
            updateView()
        }
    }

    func cleanUp(coordinator: Coordinator) {
        coordinator.state.task?.cancel()
        coordinator.state.task = nil
    }

    func value(coordinator: Coordinator) -> AsyncPhase<Output, Failure> {
        coordinator.state.phase
    }

    func dispose(state: AsyncState<Output, Failure>) {
        state.isDisposed = true
        state.task?.cancel()
        state.task = nil
    }
}

/// The phase and running task of `useAsync`.
@MainActor
private final class AsyncState<Output, Failure: Error> {
    var phase: AsyncPhase<Output, Failure> = .pending
    var task: Task<Void, Never>?
    var isDisposed = false
}
