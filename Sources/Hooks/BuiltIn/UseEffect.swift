/// A side effect run after the frame is painted, with an optional cleanup.
///
///     useEffect(.preserved(by: interval)) {
///         let timer = startTimer(interval)
///         return { timer.invalidate() }
///     }
///
/// With a `nil` strategy it runs after every render; `.once` after mount only;
/// `.preserved(by:)` when the dependency changed. Before it runs again, and on unmount, the
/// cleanup it returned last time runs; all cleanups of a commit run before any effect body.
///
/// `fileID` and `line` name this call across hot reloads (``HookCallSite``): leave them
/// to their defaults.
@MainActor
public func useEffect(
    _ updateStrategy: HookUpdateStrategy? = nil,
    _ effect: @escaping () -> (() -> Void)?,
    fileID: StaticString = #fileID, line: UInt = #line
) {
    HookDispatcher.rendering("useEffect").use(
        EffectHook(updateStrategy: updateStrategy, updateTiming: .passive, effect: effect),
        kind: "useEffect", site: HookCallSite(fileID: fileID, line: line))
}

/// The hook of `useEffect` and `useLayoutEffect`: the effect is its update, the cleanup it
/// returns is its `cleanUp`.
struct EffectHook: Hook {
    let updateStrategy: HookUpdateStrategy?
    let updateTiming: HookUpdateTiming
    let effect: () -> (() -> Void)?

    func makeState() -> RefObject<(() -> Void)?> {
        RefObject(nil)
    }

    func updateState(coordinator: Coordinator) {
        coordinator.state.current = effect()
    }

    func cleanUp(coordinator: Coordinator) {
        let cleanup = coordinator.state.current
        coordinator.state.current = nil
        cleanup?()
    }

    func value(coordinator: Coordinator) {}
}
