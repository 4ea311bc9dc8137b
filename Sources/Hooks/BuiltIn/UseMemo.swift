/// A value computed during render and kept until the strategy asks for a new one.
///
///     let random = useMemo(.once) { Int.random(in: 0...100) }
///     let sorted = useMemo(.preserved(by: items)) { items.sorted() }
@MainActor
public func useMemo<Value>(
    _ updateStrategy: HookUpdateStrategy,
    _ makeValue: @escaping () -> Value
) -> Value {
    HookDispatcher.rendering("useMemo").use(
        MemoHook(updateStrategy: updateStrategy, makeValue: makeValue), kind: "useMemo")
}

private struct MemoHook<Value>: Hook {
    let updateStrategy: HookUpdateStrategy?
    let makeValue: () -> Value

    func makeState() -> RefObject<Value?> {
        RefObject(nil)
    }

    func updateState(coordinator: Coordinator) {
        coordinator.state.current = makeValue()
    }

    func value(coordinator: Coordinator) -> Value {
        coordinator.state.current!
    }
}
