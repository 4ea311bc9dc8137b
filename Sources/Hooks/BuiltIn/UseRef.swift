/// A mutable box kept for the component's life; writing `current` never re-renders.
///
///     let value = useRef("text")  // RefObject<String>
///     Button("Save text") { value.current = "new text" }
///
/// The initial value is used on mount only.
///
/// `fileID` and `line` name this call across hot reloads (``HookCallSite``): leave them
/// to their defaults.
@MainActor
@inlinable
public func useRef<T>(_ initialValue: T, fileID: StaticString = #fileID, line: UInt = #line)
    -> RefObject<T>
{
    HookDispatcher.rendering("useRef").use(
        RefHook(initialValue: initialValue), kind: "useRef",
        site: HookCallSite(fileID: fileID, line: line))
}

@usableFromInline
struct RefHook<T>: Hook {
    @usableFromInline let initialValue: T

    @usableFromInline
    init(initialValue: T) {
        self.initialValue = initialValue
    }

    @inlinable
    var updateStrategy: HookUpdateStrategy? { .once }

    @inlinable
    func makeState() -> RefObject<T> {
        RefObject(initialValue)
    }

    @inlinable
    func value(coordinator: Coordinator) -> RefObject<T> {
        coordinator.state
    }
}
