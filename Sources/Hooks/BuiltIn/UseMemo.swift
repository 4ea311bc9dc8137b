/// A value computed during render and kept until the strategy asks for a new one.
///
///     let random = useMemo(.once) { Int.random(in: 0...100) }
///     let sorted = useMemo(.preserved(by: items)) { items.sorted() }
///
/// `fileID` and `line` name this call across hot reloads (``HookCallSite``): leave them
/// to their defaults.
@MainActor
@inlinable
public func useMemo<Value>(
    _ updateStrategy: HookUpdateStrategy,
    _ makeValue: @escaping () -> Value,
    fileID: StaticString = #fileID, line: UInt = #line
) -> Value {
    HookDispatcher.rendering("useMemo").use(
        MemoHook(updateStrategy: updateStrategy, makeValue: makeValue), kind: "useMemo",
        site: HookCallSite(fileID: fileID, line: line))
}

@usableFromInline
struct MemoHook<Value>: Hook {
    @usableFromInline let updateStrategy: HookUpdateStrategy?
    @usableFromInline let makeValue: () -> Value

    @usableFromInline
    init(updateStrategy: HookUpdateStrategy?, makeValue: @escaping () -> Value) {
        self.updateStrategy = updateStrategy
        self.makeValue = makeValue
    }

    @inlinable
    func makeState() -> RefObject<Value?> {
        RefObject(nil)
    }

    @inlinable
    func updateState(coordinator: Coordinator) {
        coordinator.state.current = makeValue()
    }

    @inlinable
    func value(coordinator: Coordinator) -> Value {
        coordinator.state.current!
    }
}
