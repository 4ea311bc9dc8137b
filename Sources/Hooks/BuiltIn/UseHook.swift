/// Runs a custom low-level ``Hook`` in the next slot of the current component.
///
///     struct LatestHook<Value>: Hook {
///         let value: Value
///         func makeState() -> RefObject<Value?> { RefObject(nil) }
///         func value(coordinator: Coordinator) -> Value? { coordinator.state.current }
///         var updateTiming: HookUpdateTiming { .passive }
///         func updateState(coordinator: Coordinator) { coordinator.state.current = value }
///     }
///
///     let previous = useHook(LatestHook(value: count))
@MainActor
@discardableResult
public func useHook<H: Hook>(_ hook: H) -> H.Value {
    HookDispatcher.rendering(String(describing: H.self))
        .use(hook, kind: String(describing: H.self))
}
