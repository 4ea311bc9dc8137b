import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

private struct Counts: Equatable {
    var a = 0
    var b = 0
}

private enum Change {
    case a(Int)
    case b(Int)
}

@MainActor private func countsStore() -> Store<Counts, Change> {
    Store(Counts()) { state, change in
        var state = state
        switch change {
        case .a(let value): state.a = value
        case .b(let value): state.b = value
        }
        return state
    }
}

/// Renders of each reader, by name.
@MainActor private final class RenderLog {
    var renders: [String] = []
}

/// Shows `a` (or `b`) of the store; skipped by its parent while its props are equal.
private struct Reader: HookView, Equatable {
    let store: Store<Counts, Change>
    let name: String
    let readsB: Bool
    let log: RenderLog

    init(_ store: Store<Counts, Change>, _ name: String, readsB: Bool = false, log: RenderLog) {
        self.store = store
        self.name = name
        self.readsB = readsB
        self.log = log
    }

    nonisolated static func == (lhs: Reader, rhs: Reader) -> Bool {
        lhs.store === rhs.store && lhs.name == rhs.name && lhs.readsB == rhs.readsB
    }

    var hookBody: some View {
        let readsB = readsB
        let value = useStore(store) { readsB ? $0.b : $0.a }
        log.renders.append(name)
        Text("\(name) \(value)")
    }
}

/// Dispatches `.a(1)` from a layout effect, after the pass's first commit.
private struct Dispatcher: HookView {
    let store: Store<Counts, Change>

    var hookBody: some View {
        useLayoutEffect(.once) {
            store.dispatch(.a(1))
            return nil
        }
        Text("dispatcher")
    }
}

@MainActor struct StoreReadersTests {
    @Test("U5 a dispatch during a pass re-renders every reader of the changed slice in that pass")
    func noTearing() {
        let store = countsStore()
        let log = RenderLog()
        let host = TestHost(flushesAfterActions: false)
        host.render(
            VStack {
                Reader(store, "first", log: log)
                Dispatcher(store: store)
                Reader(store, "second", log: log)
            })
        #expect(!host.scheduler.hasPendingRenders, "nothing is left for a later pass")
        #expect(
            host.findAll(role: .label).compactMap(\.text) == ["first 1", "dispatcher", "second 1"])
    }

    @Test("U2 only the readers whose slice changed render; their parent does not")
    func onlyChangedReadersRender() {
        let store = countsStore()
        let log = RenderLog()
        let host = TestHost(
            VStack {
                Reader(store, "a1", log: log)
                Reader(store, "b1", readsB: true, log: log)
                Reader(store, "a2", log: log)
            })
        log.renders.removeAll()
        host.clearTranscript()
        store.dispatch(.b(3))
        host.flush()
        #expect(log.renders == ["b1"])
        #expect(host.transcript.count == 1, "one update: \(host.transcript)")
        store.dispatch(.b(3))
        host.flush()
        #expect(log.renders == ["b1"], "an equal slice renders nothing")
        #expect(host.findAll(role: .label).compactMap(\.text) == ["a1 0", "b1 3", "a2 0"])
    }

    @Test("U1 unmounting the readers ends their subscriptions")
    func unmountUnsubscribes() {
        let store = countsStore()
        let log = RenderLog()
        let host = TestHost(
            VStack {
                Reader(store, "a1", log: log)
                Reader(store, "a2", log: log)
            })
        #expect(store.subscriptionCount == 2)
        host.render(VStack { Reader(store, "a1", log: log) })
        #expect(store.subscriptionCount == 1)
        host.unmount()
        #expect(store.subscriptionCount == 0)
    }
}
