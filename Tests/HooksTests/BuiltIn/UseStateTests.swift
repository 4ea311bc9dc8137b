import Hooks
import HooksTesting
import Testing

@MainActor
@Suite("useState")
struct UseStateTests {
    @Test("S1 the initial value is used on mount only")
    func initialValueOnMountOnly() {
        let tester = HookTester(1) { initial in useState(initial).wrappedValue }
        tester.update(with: 2)
        #expect(tester.value == 1)
    }

    @Test("S1 a lazy initialiser runs exactly once")
    func lazyInitialiserRunsOnce() {
        var calls = 0
        let tester = HookTester {
            useState {
                calls += 1
                return calls
            }
        }
        tester.value.wrappedValue = 10
        tester.update()
        tester.update()
        #expect(calls == 1)
        #expect(tester.value.wrappedValue == 10)
    }

    @Test("S2 several useState calls are independent slots")
    func independentSlots() {
        let tester = HookTester { (useState(1), useState("a")) }
        tester.value.0.wrappedValue = 2
        #expect(tester.value.1.wrappedValue == "a")
        tester.value.1.wrappedValue = "b"
        #expect(tester.value.0.wrappedValue == 2)
        #expect(tester.value.1.wrappedValue == "b")
    }

    @Test("S3 a Binding from an older render reads and writes the live state")
    func oldBindingIsLive() {
        let tester = HookTester { useState(0) }
        let first = tester.value
        first.wrappedValue = 5
        #expect(first.wrappedValue == 5)
        tester.update()
        first.wrappedValue += 1
        #expect(tester.value.wrappedValue == 6)
        #expect(first.wrappedValue == 6)
    }

    @Test("S4 setting an equal Equatable state does not re-render")
    func equalStateDoesNotRerender() {
        let tester = HookTester { useState(3) }
        tester.value.wrappedValue = 3
        #expect(tester.valueHistory.count == 1)
        tester.value.wrappedValue = 4
        #expect(tester.valueHistory.count == 2)
    }

    @Test("S4 NaN to NaN is equal, also inside an optional")
    func nanIsSame() {
        let tester = HookTester { (useState(Double.nan), useState(Float?.some(.nan))) }
        tester.value.0.wrappedValue = .nan
        tester.value.1.wrappedValue = .nan
        #expect(tester.valueHistory.count == 1)
    }

    @Test("S4 -0.0 to +0.0 is a change, also inside an optional")
    func signedZeroIsChange() {
        let tester = HookTester { (useState(-0.0), useState(Double?.some(0.0))) }
        tester.value.0.wrappedValue = 0.0
        #expect(tester.valueHistory.count == 2)
        tester.value.1.wrappedValue = -0.0
        #expect(tester.valueHistory.count == 3)
        tester.value.1.wrappedValue = nil
        #expect(tester.valueHistory.count == 4)
    }

    @Test("S4 non-Equatable state always re-renders")
    func nonEquatableAlwaysRerenders() {
        struct Opaque {}
        let tester = HookTester { useState(Opaque()) }
        tester.value.wrappedValue = Opaque()
        #expect(tester.valueHistory.count == 2)
    }

    @Test("S5 writing after unmount is a silent no-op")
    func writeAfterUnmount() {
        let tester = HookTester { useState(0) }
        let binding = tester.value
        tester.dispose()
        binding.wrappedValue = 9
        #expect(tester.valueHistory.count == 1)
        #expect(binding.wrappedValue == 0)
    }

    @Test("a state change during the first render is not dropped")
    func changeDuringFirstRender() {
        let tester = HookTester {
            let value = useState(0)
            if value.wrappedValue == 0 {
                value.wrappedValue = 1
            }
            return value.wrappedValue
        }
        #expect(tester.valueHistory == [1])
    }
}

/// Counts its instances, to see state released.
@MainActor
private final class Tracked {
    static var alive = 0
    init() { Self.alive += 1 }
    deinit { MainActor.assumeIsolated { Self.alive -= 1 } }
}

@MainActor
@Suite("useState memory", .serialized)
struct UseStateMemoryTests {
    @Test("state and its handed-out Binding are freed with a component dropped without dispose")
    func freedWithoutDispose() {
        let before = Tracked.alive
        do {
            let tester = HookTester {
                let state = useState(Tracked())
                let reducer = useReducer({ (t: Tracked, _: Int) in t }, initialState: Tracked())
                return (state, reducer.dispatch)
            }
            tester.value.0.wrappedValue = Tracked()
            tester.value.1(1)
            #expect(Tracked.alive > before)
        }
        #expect(Tracked.alive == before)
    }
}
