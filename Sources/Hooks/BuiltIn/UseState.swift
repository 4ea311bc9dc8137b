/// A state value kept for the component's life; writing it re-renders the component.
///
///     let count = useState(0)  // Binding<Int>
///     Button("Increment") { count.wrappedValue += 1 }
///
/// The initial value is used on mount only. Writing a value equal to the current one does
/// not re-render when the state is `Equatable` (SameValue: NaN equals NaN, -0.0 differs
/// from +0.0). Writing after unmount does nothing.
///
/// `fileID` and `line` name this call across hot reloads (``HookCallSite``): leave them
/// to their defaults.
@MainActor
@inlinable
public func useState<State>(
    _ initialState: State, fileID: StaticString = #fileID, line: UInt = #line
) -> Binding<State> {
    // A closure costs less here than a generic enum, whose metadata is looked up per call.
    HookDispatcher.rendering("useState").use(
        StateHook { initialState }, kind: "useState", site: HookCallSite(fileID: fileID, line: line)
    )
}

/// A state value whose initial value is computed once, on mount.
///
///     let count = useState {
///         expensiveComputation()  // runs once
///     }
///
/// `fileID` and `line` name this call across hot reloads (``HookCallSite``): leave them
/// to their defaults.
@MainActor
@inlinable
public func useState<State>(
    _ initialState: @escaping () -> State, fileID: StaticString = #fileID, line: UInt = #line
) -> Binding<State> {
    HookDispatcher.rendering("useState").use(
        StateHook(initialState: initialState), kind: "useState",
        site: HookCallSite(fileID: fileID, line: line))
}

@usableFromInline
struct StateHook<State>: Hook {
    @usableFromInline let initialState: () -> State

    @usableFromInline
    init(initialState: @escaping () -> State) {
        self.initialState = initialState
    }

    @inlinable
    var updateStrategy: HookUpdateStrategy? { .once }

    @inlinable
    func makeState() -> StateSlot<State> {
        StateSlot(StateBox(initialState()))
    }

    @inlinable
    func value(coordinator: Coordinator) -> Binding<State> {
        let slot = coordinator.state
        if let binding = slot.binding {
            return binding
        }
        return makeBinding(slot: slot, coordinator: coordinator)
    }

    /// Makes the one Binding of the slot, on mount.
    @usableFromInline
    func makeBinding(slot: StateSlot<State>, coordinator: Coordinator) -> Binding<State> {
        // One Binding for the slot's life. It refers to the box and weakly to the component,
        // never to the slot that caches it, so a dropped component frees its state.
        let box = slot.box
        let updateView = coordinator.detachedUpdateView
        let binding = Binding(
            get: { box.value },
            set: { newValue in
                guard !box.isDisposed else { return }
                if let same = isSameAnyValue(box.value, newValue), same { return }
                box.value = newValue
                updateView()
            })
        slot.binding = binding
        return binding
    }

    @inlinable
    func dispose(state: StateSlot<State>) {
        state.box.isDisposed = true
        state.binding = nil
    }
}

@usableFromInline
final class StateSlot<State> {
    @usableFromInline let box: StateBox<State>
    @usableFromInline var binding: Binding<State>?

    @usableFromInline
    init(_ box: StateBox<State>) {
        self.box = box
    }
}

@usableFromInline
final class StateBox<State> {
    var value: State
    @usableFromInline var isDisposed = false

    @usableFromInline
    init(_ value: State) {
        self.value = value
    }
}
