import Hooks
import HooksTesting
import Testing

private struct Pair: Equatable {
    var a = 0
    var b = 0
}

private enum Change {
    case a(Int)
    case b(Int)
}

@MainActor private func pairStore() -> Store<Pair, Change> {
    Store(Pair()) { state, change in
        var state = state
        switch change {
        case .a(let value): state.a = value
        case .b(let value): state.b = value
        }
        return state
    }
}

@MainActor
@Suite("useStore")
struct UseStoreTests {
    @Test("U1 a reader subscribes on mount and unsubscribes on unmount")
    func subscribesWhileMounted() {
        let store = pairStore()
        #expect(store.subscriptionCount == 0)
        let tester = HookTester { useStore(store, select: \.a) }
        #expect(store.subscriptionCount == 1)
        tester.update()
        #expect(store.subscriptionCount == 1, "a render keeps the one subscription")
        tester.dispose()
        #expect(store.subscriptionCount == 0)
        store.dispatch(.a(1))
        #expect(tester.valueHistory == [0, 0], "no render after unmount")
    }

    @Test("U2 a change to a slice the component does not read renders nothing")
    func unreadSliceRendersNothing() {
        let store = pairStore()
        let tester = HookTester { useStore(store, select: \.a) }
        store.dispatch(.b(5))
        store.dispatch(.a(0))
        #expect(tester.valueHistory == [0], "b changed, a stayed equal: no render")
        store.dispatch(.a(7))
        #expect(tester.valueHistory == [0, 7])
    }

    @Test("U2 a selector computing a value re-renders only when the value changes")
    func computedSlice() {
        let store = pairStore()
        let tester = HookTester { useStore(store) { $0.a > 2 } }
        store.dispatch(.a(1))
        store.dispatch(.a(2))
        #expect(tester.valueHistory == [false])
        store.dispatch(.a(3))
        #expect(tester.valueHistory == [false, true])
    }

    @Test("U3 a selector that changes between renders is applied at once and by the listener")
    func selectorChangesBetweenRenders() {
        let store = pairStore()
        store.dispatch(.b(4))
        let tester = HookTester(true) { readsA in
            useStore(store) { readsA ? $0.a : $0.b }
        }
        #expect(tester.value == 0)
        tester.update(with: false)
        #expect(tester.value == 4, "the new selector reads b in that render")
        store.dispatch(.a(9))
        #expect(tester.valueHistory == [0, 4], "a is no longer read")
        store.dispatch(.b(6))
        #expect(tester.valueHistory == [0, 4, 6])
        #expect(store.subscriptionCount == 1)
    }

    @Test("U4 a different store in a later render moves the subscription to it")
    func storeReplaced() {
        let first = pairStore()
        let second = pairStore()
        second.dispatch(.a(2))
        let tester = HookTester(first) { store in useStore(store, select: \.a) }
        tester.update(with: second)
        #expect(tester.value == 2)
        #expect(first.subscriptionCount == 0)
        #expect(second.subscriptionCount == 1)
        first.dispatch(.a(5))
        #expect(tester.valueHistory == [0, 2], "the old store renders nothing")
        second.dispatch(.a(3))
        #expect(tester.valueHistory == [0, 2, 3])
    }

    @Test("a listener cancelled while the store notifies is not called again")
    func cancelDuringNotification() {
        let store = pairStore()
        var calls: [String] = []
        var second: StoreSubscription?
        let first = store.subscribe {
            calls.append("first")
            second?.cancel()
        }
        second = store.subscribe { calls.append("second") }
        store.dispatch(.a(1))
        store.dispatch(.a(2))
        #expect(calls == ["first", "first"])
        first.cancel()
        #expect(store.subscriptionCount == 0)
    }
}
