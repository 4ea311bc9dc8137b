/// The slice of a ``Store``'s state that `select` picks, re-rendering the
/// component only when that slice changes (react-redux's `useSelector`).
///
///     let label = useStore(store, select: \.rows[index].label)
///     let isSelected = useStore(store) { $0.selected == id }
///
/// - The component subscribes on mount (during its first render, so no
///   dispatch between render and subscription is missed) and unsubscribes on
///   unmount.
/// - After each dispatch the listener applies the `select` of the latest render
///   to the new state and compares the result with the slice that render
///   returned (`==`): equal, nothing renders; different, the component is
///   marked for one render (several dispatches before it still render once).
/// - Every render applies its own `select` to the store's current state, so a
///   selector that changes between renders (another index) takes effect at once.
/// - A different store in a later render moves the subscription to it.
/// - No frame shows two states of the store: a dispatch during a render pass
///   (from a layout effect, say) re-renders every mounted reader whose slice
///   changed in that same pass, before the frame is painted.
///
/// `fileID` and `line` name this call across hot reloads (``HookCallSite``): leave them
/// to their defaults.
@MainActor
public func useStore<State, Action, Slice: Equatable>(
    _ store: Store<State, Action>, select: @escaping (State) -> Slice,
    fileID: StaticString = #fileID, line: UInt = #line
) -> Slice {
    HookDispatcher.rendering("useStore").use(
        StoreHook(store: store, select: select), kind: "useStore",
        site: HookCallSite(fileID: fileID, line: line))
}

private struct StoreHook<State, Action, Slice: Equatable>: Hook {
    let store: Store<State, Action>
    let select: (State) -> Slice

    var updateStrategy: HookUpdateStrategy? { .once }

    func makeState() -> StoreReader<State, Action, Slice> { StoreReader() }

    func value(coordinator: Coordinator) -> Slice {
        let reader = coordinator.state
        if reader.store !== store {
            reader.subscribe(to: store, updateView: coordinator.detachedUpdateView)
        }
        let slice = select(store.state)
        reader.select = select
        reader.slice = slice
        return slice
    }

    func dispose(state: StoreReader<State, Action, Slice>) {
        state.unsubscribe()
    }
}

/// One component's subscription to a store and the slice its last render read.
@MainActor private final class StoreReader<State, Action, Slice: Equatable> {
    var store: Store<State, Action>?
    var select: ((State) -> Slice)?
    var slice: Slice?
    private var subscription: StoreSubscription?

    func subscribe(to store: Store<State, Action>, updateView: @escaping @MainActor () -> Void) {
        subscription?.cancel()
        self.store = store
        subscription = store.subscribe { [weak self] in self?.storeChanged(updateView) }
    }

    private func storeChanged(_ updateView: @MainActor () -> Void) {
        guard let store, let select, let slice else { return }
        if select(store.state) != slice { updateView() }
    }

    func unsubscribe() {
        subscription?.cancel()
        subscription = nil
        store = nil
        select = nil
        slice = nil
    }
}
