/// A value of the component's environment.
///
///     let colorScheme = useEnvironment(\.colorScheme)  // ColorScheme
///
/// The component re-renders when a key it read changes (SEMANTICS C3).
///
/// `fileID` and `line` name this call across hot reloads (``HookCallSite``): leave them
/// to their defaults.
@MainActor
public func useEnvironment<Value>(
    _ keyPath: KeyPath<EnvironmentValues, Value>, fileID: StaticString = #fileID, line: UInt = #line
) -> Value {
    HookDispatcher.rendering("useEnvironment").use(
        EnvironmentHook(keyPath: keyPath), kind: "useEnvironment",
        site: HookCallSite(fileID: fileID, line: line))
}

private struct EnvironmentHook<Value>: Hook {
    /// Nothing to update: the value is read from the environment on every render.
    var updateStrategy: HookUpdateStrategy? { .once }

    let keyPath: KeyPath<EnvironmentValues, Value>

    func value(coordinator: Coordinator) -> Value {
        coordinator.environment[keyPath: keyPath]
    }
}
