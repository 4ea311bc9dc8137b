import GtkHooks

/// The Redux store of "Applying React patterns to SwiftUI", made of hooks: the state of
/// a `useReducer` and its `dispatch`, provided to the tree by a context.
///
/// ```swift
/// let store = useContext(TodoStoreContext.self)
/// Button("Clear done") { store.dispatch(.clearDone) }
/// ```
nonisolated struct Store<State, Action> {
    let state: State
    let dispatch: @Sendable (Action) -> Void
}

/// The app's store.
typealias TodoStore = Store<TodoState, TodoAction>

/// Where rows find the store: provided once at the top of the app.
typealias TodoStoreContext = Context<TodoStore>
