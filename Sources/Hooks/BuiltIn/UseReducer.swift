/// State changed by dispatching actions to a reducer.
///
///     enum Action { case increment, decrement }
///
///     func reducer(state: Int, action: Action) -> Int {
///         switch action {
///         case .increment: state + 1
///         case .decrement: state - 1
///         }
///     }
///
///     let (count, dispatch) = useReducer(reducer, initialState: 0)
///     dispatch(.increment)
///
/// Every dispatched action is applied, in order, with the reducer of the render that applies
/// it. `dispatch` is `Sendable` and must be called on the main actor; after unmount it does
/// nothing.
///
/// To build a costly initial state on the first render only, pass it as a closure:
/// ``useReducer(_:initialState:fileID:line:)-(_,()->State,_,_)``.
///
/// `fileID` and `line` name this call across hot reloads (``HookCallSite``): leave them
/// to their defaults.
@MainActor
public func useReducer<State, Action>(
    _ reducer: @escaping (State, Action) -> State,
    initialState: State,
    fileID: StaticString = #fileID, line: UInt = #line
) -> (state: State, dispatch: @Sendable (Action) -> Void) {
    HookDispatcher.rendering("useReducer").use(
        ReducerHook(reducer: reducer, initialState: { initialState }), kind: "useReducer",
        site: HookCallSite(fileID: fileID, line: line))
}

/// State changed by dispatching actions to a reducer, starting from a state computed once,
/// on the first render.
///
///     let (ledger, dispatch) = useReducer(ledgerReducer) {
///         Ledger(rows: makeSampleRows(count: 20_000))  // runs on the first render only
///     }
///
/// `initialState` runs exactly once, when the component mounts; later renders do not call
/// it, so the initial state is not rebuilt on every render. It is React's
/// `useReducer(reducer, initialArg, init)`: write `useReducer(reducer) { init(initialArg) }`.
/// Otherwise it is ``useReducer(_:initialState:fileID:line:)-(_,State,_,_)``: every
/// dispatched action is applied, in order, with the reducer of the render that applies it;
/// `dispatch` is `Sendable`, must be called on the main actor, and does nothing after unmount.
/// `fileID` and `line` name this call across hot reloads (``HookCallSite``): leave them to
/// their defaults.
@MainActor
public func useReducer<State, Action>(
    _ reducer: @escaping (State, Action) -> State,
    initialState: @escaping () -> State,
    fileID: StaticString = #fileID, line: UInt = #line
) -> (state: State, dispatch: @Sendable (Action) -> Void) {
    HookDispatcher.rendering("useReducer").use(
        ReducerHook(reducer: reducer, initialState: initialState), kind: "useReducer",
        site: HookCallSite(fileID: fileID, line: line))
}

private struct ReducerHook<State, Action>: Hook {
    let reducer: (State, Action) -> State
    /// Read by `makeState()` only, so on mount only.
    let initialState: () -> State

    var updateStrategy: HookUpdateStrategy? { .once }

    func makeState() -> ReducerSlot<State, Action> {
        ReducerSlot(ReducerState(initialState()))
    }

    func value(coordinator: Coordinator) -> (state: State, dispatch: @Sendable (Action) -> Void) {
        let slot = coordinator.state
        let reducerState = slot.reducerState
        for action in reducerState.takeQueue() {
            reducerState.value = reducer(reducerState.value, action)
        }
        if let dispatch = slot.dispatch {
            return (reducerState.value, dispatch)
        }
        // As useState's Binding: refers to the queue and weakly to the component only.
        let updateView = coordinator.detachedUpdateView
        let send = MainActorChecked<Action, Void>(
            { action in
                guard !reducerState.isDisposed else { return }
                reducerState.queue.append(action)
                updateView()
            },
            message: {
                "dispatch of useReducer was called off the main actor; from another task call "
                    + "`await MainActor.run { dispatch(action) }`."
            })
        let dispatch: @Sendable (Action) -> Void = { send($0) }
        slot.dispatch = dispatch
        return (reducerState.value, dispatch)
    }

    func dispose(state: ReducerSlot<State, Action>) {
        state.reducerState.isDisposed = true
        state.reducerState.queue.removeAll()
        state.dispatch = nil
    }
}

private final class ReducerSlot<State, Action> {
    let reducerState: ReducerState<State, Action>
    var dispatch: (@Sendable (Action) -> Void)?

    init(_ reducerState: ReducerState<State, Action>) {
        self.reducerState = reducerState
    }
}

private final class ReducerState<State, Action> {
    var value: State
    var queue: [Action] = []
    var isDisposed = false

    init(_ value: State) {
        self.value = value
    }

    func takeQueue() -> [Action] {
        defer { queue.removeAll() }
        return queue
    }
}

// A refresh carries the reduced state to the reducer of the new image; queued
// actions of the old image's type are dropped.
extension ReducerHook: CarriableHook {
    func carried(from state: ReducerSlot<State, Action>) -> State { state.reducerState.value }

    func state(holding value: State) -> ReducerSlot<State, Action> {
        ReducerSlot(ReducerState(value))
    }
}
