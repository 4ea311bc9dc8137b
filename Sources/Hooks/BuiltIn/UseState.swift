/// A state value kept for the component's life; writing it re-renders the component.
///
///     let count = useState(0)  // Binding<Int>
///     Button("Increment") { count.wrappedValue += 1 }
///
/// The initial value is used on mount only. Writing a value equal to the current one does
/// not re-render when the state is `Equatable` (SameValue: NaN equals NaN, -0.0 differs
/// from +0.0). Writing after unmount does nothing.
@MainActor
public func useState<State>(_ initialState: State) -> Binding<State> {
    // A closure costs less here than a generic enum, whose metadata is looked up per call.
    HookDispatcher.rendering("useState").use(
        StateHook { initialState }, kind: "useState")
}

/// A state value whose initial value is computed once, on mount.
///
///     let count = useState {
///         expensiveComputation()  // runs once
///     }
@MainActor
public func useState<State>(_ initialState: @escaping () -> State) -> Binding<State> {
    HookDispatcher.rendering("useState").use(
        StateHook(initialState: initialState), kind: "useState")
}

private struct StateHook<State>: Hook {
    let initialState: () -> State

    var updateStrategy: HookUpdateStrategy? { .once }

    func makeState() -> StateBox<State> {
        StateBox(initialState())
    }

    func value(coordinator: Coordinator) -> Binding<State> {
        let box = coordinator.state
        if let binding = box.binding {
            return binding
        }
        let binding = Binding(
            get: { box.value },
            set: { newValue in
                guard !box.isDisposed else { return }
                if let same = isSameAnyValue(box.value, newValue), same { return }
                box.value = newValue
                coordinator.updateView()
            })
        // One Binding for the slot's life: it only refers to the box and the slot.
        box.binding = binding
        return binding
    }

    func dispose(state: StateBox<State>) {
        state.isDisposed = true
        state.binding = nil
    }
}

private final class StateBox<State> {
    var value: State
    var isDisposed = false
    var binding: Binding<State>?

    init(_ value: State) {
        self.value = value
    }
}
