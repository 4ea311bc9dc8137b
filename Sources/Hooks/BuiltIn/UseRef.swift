/// A mutable box kept for the component's life; writing `current` never re-renders.
///
///     let value = useRef("text")  // RefObject<String>
///     Button("Save text") { value.current = "new text" }
///
/// The initial value is used on mount only.
@MainActor
public func useRef<T>(_ initialValue: T) -> RefObject<T> {
    HookDispatcher.rendering("useRef").use(RefHook(initialValue: initialValue), kind: "useRef")
}

private struct RefHook<T>: Hook {
    let initialValue: T

    var updateStrategy: HookUpdateStrategy? { .once }

    func makeState() -> RefObject<T> {
        RefObject(initialValue)
    }

    func value(coordinator: Coordinator) -> RefObject<T> {
        coordinator.state
    }
}
