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
///
/// `fileID` and `line` name this call across hot reloads (``HookCallSite``): leave them
/// to their defaults.
@MainActor
@discardableResult
public func useHook<H: Hook>(_ hook: H, fileID: StaticString = #fileID, line: UInt = #line)
    -> H.Value
{
    HookDispatcher.rendering(String(describing: H.self))
        .use(hook, kind: String(describing: H.self), site: HookCallSite(fileID: fileID, line: line))
}
