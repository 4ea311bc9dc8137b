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
    /// The slot of a dispatcher; `nil` for a coordinator made by hand.
    @usableFromInline let record: HookRecord<H>?
    /// What a coordinator made by hand holds instead of a slot.
    @usableFromInline let standalone: StandaloneSlot<H>?

    @usableFromInline
    init(record: HookRecord<H>) {
        self.record = record
        self.standalone = nil
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
        self.record = nil
        self.standalone = StandaloneSlot(
            state: state, environment: environment, updateView: updateView)
    }

    /// The state of this slot, kept for the component's life.
    @inlinable
    public var state: H.State {
        get {
            if let record { return record.state }
            return standalone.unsafelyUnwrapped.state
        }
        nonmutating set {
            if let record {
                record.state = newValue
            } else {
                standalone.unsafelyUnwrapped.state = newValue
            }
        }
    }

    /// The environment of the component's current render.
    ///
    /// Reads through it are tracked, so the component re-renders when a key it read
    /// changes (SEMANTICS C3).
    public var environment: EnvironmentValues {
        if let standalone { return standalone.environment }
        return record?.dispatcher?.trackedEnvironment ?? EnvironmentValues()
    }

    /// Asks for a re-render of the component.
    ///
    /// After unmount it does nothing.
    public func updateView() {
        if let standalone { return standalone.updateView() }
        record?.dispatcher?.stateDidChange()
    }

    /// `updateView` for closures that outlive the render (cached setters, tasks): it
    /// refers to the component weakly, so a component dropped without unmount is freed.
    @usableFromInline
    var detachedUpdateView: @MainActor () -> Void {
        if let standalone { return standalone.updateView }
        let dispatcher = record?.dispatcher
        return { [weak dispatcher] in dispatcher?.stateDidChange() }
    }

    /// The name of the component this hook belongs to, for messages.
    public var componentName: String {
        if standalone != nil { return String(describing: H.self) }
        return record?.dispatcher?.componentName ?? "an unmounted component"
    }
}

/// The state, environment and update callback of a coordinator made by hand; a class, so
/// the coordinator's copies share the state as a dispatcher's slot is shared.
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
