/// What a ``Hook`` sees of its slot: its state, the environment and a way to re-render.
///
///     func updateState(coordinator: Coordinator) {
///         coordinator.state.current += 1
///         coordinator.updateView()
///     }
///
/// The dispatcher makes one for every hook call. To drive a hook by hand, as a unit test of
/// a custom hook may, make one with ``init(state:environment:updateView:)``.
@MainActor
public struct HookCoordinator<H: Hook> {
    /// Where the state lives: one reference, so copying a dispatcher's coordinator costs
    /// what copying its record does.
    @usableFromInline
    enum Slot {
        /// A dispatcher's slot.
        case record(HookRecord<H>)
        /// What a coordinator made by hand holds instead.
        case standalone(StandaloneSlot<H>)
    }

    @usableFromInline let slot: Slot

    @usableFromInline
    init(record: HookRecord<H>) {
        self.slot = .record(record)
    }

    /// A coordinator outside any component, for driving a hook by hand.
    ///
    ///     let hook = CountRendersHook()
    ///     var updates = 0
    ///     let coordinator = HookCoordinator<CountRendersHook>(
    ///         state: hook.makeState(), environment: EnvironmentValues(),
    ///         updateView: { updates += 1 })
    ///     hook.updateState(coordinator: coordinator)
    ///     #expect(hook.value(coordinator: coordinator) == 1)
    ///
    /// Its copies share one `state`: a write through any of them is seen by all.
    /// `environment` is `environment` as given (reads are not tracked), `updateView()`
    /// calls `updateView`, and `componentName` is the hook's type name. Nothing calls the
    /// hook for you: `makeState()`, `updateState`, `cleanUp` and `dispose(state:)` run
    /// when you call them.
    ///
    /// - Parameters:
    ///   - state: the hook's state, usually `hook.makeState()`.
    ///   - environment: what `environment` returns.
    ///   - updateView: what `updateView()` calls, in place of a re-render.
    public init(
        state: H.State,
        environment: EnvironmentValues,
        updateView: @escaping @MainActor () -> Void
    ) {
        self.slot = .standalone(
            StandaloneSlot(state: state, environment: environment, updateView: updateView))
    }

    /// The state of this slot, kept for the component's life.
    @inlinable
    public var state: H.State {
        get {
            switch slot {
            case .record(let record): record.state
            case .standalone(let standalone): standalone.state
            }
        }
        nonmutating set {
            switch slot {
            case .record(let record): record.state = newValue
            case .standalone(let standalone): standalone.state = newValue
            }
        }
    }

    /// The environment of the component's current render.
    ///
    /// Reads through it are tracked, so the component re-renders when a key it read
    /// changes (SEMANTICS C3).
    public var environment: EnvironmentValues {
        switch slot {
        case .record(let record): record.dispatcher?.trackedEnvironment ?? EnvironmentValues()
        case .standalone(let standalone): standalone.environment
        }
    }

    /// Asks for a re-render of the component.
    ///
    /// After unmount it does nothing.
    public func updateView() {
        switch slot {
        case .record(let record): record.dispatcher?.stateDidChange()
        case .standalone(let standalone): standalone.updateView()
        }
    }

    /// `updateView` for closures that outlive the render (cached setters, tasks, a
    /// hook's state calling back): it refers to the component weakly, so a component
    /// dropped without unmount is freed and a state holding it makes no cycle.
    public var detachedUpdateView: @MainActor () -> Void {
        switch slot {
        case .record(let record):
            let dispatcher = record.dispatcher
            return { [weak dispatcher] in dispatcher?.stateDidChange() }
        case .standalone(let standalone):
            return standalone.updateView
        }
    }

    /// The name of the component this hook belongs to, for messages.
    public var componentName: String {
        switch slot {
        case .record(let record): record.dispatcher?.componentName ?? "an unmounted component"
        case .standalone: String(describing: H.self)
        }
    }
}

/// The state, environment and update callback of a coordinator made by hand; a class, so
/// the coordinator's copies share the state as they share a dispatcher's record.
@MainActor
@usableFromInline
final class StandaloneSlot<H: Hook> {
    @usableFromInline var state: H.State
    let environment: EnvironmentValues
    let updateView: @MainActor () -> Void

    init(
        state: H.State, environment: EnvironmentValues, updateView: @escaping @MainActor () -> Void
    ) {
        self.state = state
        self.environment = environment
        self.updateView = updateView
    }
}
