/// When the dispatcher runs a hook's `updateState(coordinator:)`.
///
/// The timing also decides when the hook's `cleanUp(coordinator:)` runs: in the cleanup
/// phase of the same timing, before any update of that phase (SEMANTICS E4).
public enum HookUpdateTiming: Hashable, Sendable {
    /// During render, before `value(coordinator:)` is read (as `useMemo` does).
    case render
    /// After the commit, synchronously, before the frame is painted (as `useLayoutEffect` does).
    case layout
    /// After the frame is painted (as `useEffect` does).
    case passive
}

/// A low-level hook: the building block of every built-in hook and of custom ones.
///
/// A hook value is created on every render. The dispatcher keeps one `State` per slot for
/// the component's life, calls `updateState(coordinator:)` when `updateStrategy` says so
/// (every render when it is `nil`) at the hook's `updateTiming`, and reads
/// `value(coordinator:)` during every render. Before an update that follows an earlier one,
/// and once on unmount, it calls `cleanUp(coordinator:)`; then `dispose(state:)` on unmount.
///
///     struct CountRendersHook: Hook {
///         let updateStrategy: HookUpdateStrategy? = nil
///         func makeState() -> RefObject<Int> { RefObject(0) }
///         func updateState(coordinator: Coordinator) { coordinator.state.current += 1 }
///         func value(coordinator: Coordinator) -> Int { coordinator.state.current }
///     }
///
///     let renders = useHook(CountRendersHook())
@MainActor
public protocol Hook {
    /// What the hook keeps between renders.
    associatedtype State = Void
    /// What the hook returns to the component.
    associatedtype Value

    /// The handle the dispatcher passes to this hook.
    typealias Coordinator = HookCoordinator<Self>

    /// When to update: `nil` updates after every render; see ``HookUpdateStrategy``.
    var updateStrategy: HookUpdateStrategy? { get }
    /// SwiftUI Hooks' name for a passive update: `true` means "after paint", like `useEffect`.
    var shouldDeferredUpdate: Bool { get }
    /// When `updateState(coordinator:)` and `cleanUp(coordinator:)` run.
    /// Defaults to `.passive` when `shouldDeferredUpdate` is true, else `.render`.
    var updateTiming: HookUpdateTiming { get }

    /// Makes the state of a newly mounted slot.
    func makeState() -> State
    /// Updates the state, at the hook's timing, when the strategy says so.
    func updateState(coordinator: Coordinator)
    /// Undoes the last update; runs before the next update and once on unmount.
    func cleanUp(coordinator: Coordinator)
    /// The value the component gets; read during every render.
    func value(coordinator: Coordinator) -> Value
    /// Releases the state on unmount, after `cleanUp(coordinator:)`.
    func dispose(state: State)
}

extension Hook {
    /// Updates after every render.
    @inlinable public var updateStrategy: HookUpdateStrategy? { nil }
    /// Not deferred: the update runs during render.
    @inlinable public var shouldDeferredUpdate: Bool { false }
    /// `.passive` when `shouldDeferredUpdate` is true, else `.render`.
    @inlinable public var updateTiming: HookUpdateTiming {
        shouldDeferredUpdate ? .passive : .render
    }
    /// Does nothing.
    @inlinable public func updateState(coordinator: Coordinator) {}
    /// Does nothing.
    @inlinable public func cleanUp(coordinator: Coordinator) {}
    /// Does nothing.
    @inlinable public func dispose(state: State) {}
}

extension Hook where State == Void {
    /// A stateless hook keeps nothing.
    @inlinable public func makeState() {}
}

extension Hook where Value == Void {
    /// A hook that returns nothing needs no `value(coordinator:)`, as in SwiftUI Hooks.
    @inlinable public func value(coordinator: Coordinator) {}
}
