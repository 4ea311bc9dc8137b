/// App state kept outside any component: changed by dispatching actions to a
/// reducer, read by components through ``useStore(_:select:fileID:line:)``, which
/// re-renders a component only when the slice it selects changes (react-redux's
/// store and `useSelector`, React's `useSyncExternalStore`).
///
///     let store = Store(TableState(), reducer: reduce)
///
///     struct RowView: HookView, Equatable {
///         let store: Store<TableState, TableAction>
///         let index: Int
///         var hookBody: some View {
///             let row = useStore(store, select: \.rows[index])
///             Button(row.label) { store.dispatch(.select(row.id)) }
///         }
///     }
///
/// ``dispatch(_:)`` applies the action at once and then calls every listener
/// in the order they subscribed; a component's listener compares its slice
/// and asks for a render only when it differs. A listener subscribed while
/// the store notifies is first called on the next dispatch; a cancelled one
/// is never called again. Main actor only, like the components reading it.
@MainActor
public final class Store<State, Action> {
    /// The current state: every dispatched action already applied.
    public private(set) var state: State
    private let reducer: (State, Action) -> State
    /// The listeners by subscription slot; a cancelled slot is nil until reused.
    private var listeners: [(@MainActor () -> Void)?] = []
    private var freeSlots: [Int] = []
    /// Dispatches notifying now (a listener may dispatch); no slot is reused meanwhile.
    private var notifying = 0

    /// A store holding `initialState`, changed by `reducer`.
    ///
    /// - Parameters:
    ///   - initialState: the state before any action.
    ///   - reducer: the next state from the current one and an action.
    public init(_ initialState: State, reducer: @escaping (State, Action) -> State) {
        state = initialState
        self.reducer = reducer
    }

    /// The number of listeners subscribed now (components reading the store
    /// through ``useStore(_:select:fileID:line:)`` count one each while mounted).
    public var subscriptionCount: Int { listeners.count - freeSlots.count }

    /// Applies `action` to the state, then calls the listeners.
    public func dispatch(_ action: Action) {
        state = reducer(state, action)
        notifying += 1
        defer { notifying -= 1 }
        let count = listeners.count
        var slot = 0
        while slot < count {
            listeners[slot]?()
            slot += 1
        }
    }

    /// Calls `listener` after every dispatch until the returned subscription
    /// is cancelled.
    public func subscribe(_ listener: @escaping @MainActor () -> Void) -> StoreSubscription {
        let slot: Int
        if notifying == 0, let free = freeSlots.popLast() {
            slot = free
            listeners[slot] = listener
        } else {
            slot = listeners.count
            listeners.append(listener)
        }
        return StoreSubscription { [weak self] in self?.unsubscribe(slot) }
    }

    private func unsubscribe(_ slot: Int) {
        listeners[slot] = nil
        freeSlots.append(slot)
    }
}

/// One listener's subscription to a ``Store``; ``cancel()`` ends it.
@MainActor
public final class StoreSubscription {
    private var end: (@MainActor () -> Void)?

    init(end: @escaping @MainActor () -> Void) {
        self.end = end
    }

    /// Stops the listener from being called; later calls do nothing.
    public func cancel() {
        let end = self.end
        self.end = nil
        end?()
    }
}
