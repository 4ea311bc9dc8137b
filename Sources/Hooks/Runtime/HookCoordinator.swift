/// What a ``Hook`` sees of its slot: its state, the environment and a way to re-render.
///
///     func updateState(coordinator: Coordinator) {
///         coordinator.state.current += 1
///         coordinator.updateView()
///     }
@MainActor
public struct HookCoordinator<H: Hook> {
    @usableFromInline let record: HookRecord<H>

    @usableFromInline
    init(record: HookRecord<H>) {
        self.record = record
    }

    /// The state of this slot, kept for the component's life.
    @inlinable
    public var state: H.State {
        get { record.state }
        nonmutating set { record.state = newValue }
    }

    /// The environment of the component's current render.
    ///
    /// Reads through it are tracked, so the component re-renders when a key it read
    /// changes (SEMANTICS C3).
    public var environment: EnvironmentValues {
        record.dispatcher?.trackedEnvironment ?? EnvironmentValues()
    }

    /// Asks for a re-render of the component.
    ///
    /// After unmount it does nothing.
    public func updateView() {
        record.dispatcher?.stateDidChange()
    }

    /// `updateView` for closures that outlive the render (cached setters, tasks): it
    /// refers to the component weakly, so a component dropped without unmount is freed.
    @usableFromInline
    var detachedUpdateView: @MainActor () -> Void {
        let dispatcher = record.dispatcher
        return { [weak dispatcher] in dispatcher?.stateDidChange() }
    }

    /// The name of the component this hook belongs to, for messages.
    public var componentName: String {
        record.dispatcher?.componentName ?? "an unmounted component"
    }
}
