/// Runs a custom low-level ``Hook`` in the next slot of the current component.
///
///     /// The value of the previous commit, like React's `usePrevious`.
///     struct PreviousHook<Value>: Hook {
///         let latest: Value
///         var updateTiming: HookUpdateTiming { .passive }
///         func makeState() -> RefObject<Value?> { RefObject(nil) }
///         func updateState(coordinator: Coordinator) { coordinator.state.current = latest }
///         func value(coordinator: Coordinator) -> Value? { coordinator.state.current }
///     }
///
///     let previous = useHook(PreviousHook(latest: count))
@MainActor
@discardableResult
public func useHook<H: Hook>(_ hook: H) -> H.Value {
    HookDispatcher.rendering(String(describing: H.self))
        .use(hook, kind: String(describing: H.self))
}
