import GtkHooks

/// What the reducer counter can be asked to do.
nonisolated enum Action {
    case increment
    case decrement
}

/// The next count after `action`: the only place the count changes.
nonisolated func reducer(state: Int, action: Action) -> Int {
    switch action {
    case .increment:
        return state + 1

    case .decrement:
        return state - 1
    }
}

/// SwiftUI Hooks' `useReducer` counter: buttons dispatch actions, the reducer
/// computes the count.
struct ReducerCounter: HookView {
    var hookBody: some View {
        let (count, dispatch) = useReducer(reducer, initialState: 0)

        HStack(spacing: 12) {
            Button("-") { dispatch(.decrement) }
                .accessibilityLabel("Decrement")
            Text("Count: \(count)")
            Button("+") { dispatch(.increment) }
                .accessibilityLabel("Increment")
        }
    }
}
