import Testing

@testable import Hooks

// SwiftUI Hooks' own HookDispatcherTests, in this project's words. Three of them check the
// order in which hooks are disposed: SwiftUI Hooks disposes from the last hook to the
// first, GtkHooks in React's order, from the first to the last (README, "Differences from
// SwiftUI Hooks"), so those assert the documented order instead.

/// Counts disposals across hooks, so each hook knows its place in the order.
@MainActor private final class DisposeCounter {
    var count = 0
}

/// Adds one to its state at every update; the value is the state.
@MainActor private final class CountingHook: Hook {
    let updateStrategy: HookUpdateStrategy?
    let shouldDeferredUpdate: Bool
    let counter: DisposeCounter
    private(set) var disposedAt: Int?

    init(
        updateStrategy: HookUpdateStrategy? = nil, shouldDeferredUpdate: Bool = false,
        counter: DisposeCounter = DisposeCounter()
    ) {
        self.updateStrategy = updateStrategy
        self.shouldDeferredUpdate = shouldDeferredUpdate
        self.counter = counter
    }

    func makeState() -> RefObject<Int> { RefObject(0) }
    func updateState(coordinator: Coordinator) { coordinator.state.current += 1 }
    func value(coordinator: Coordinator) -> Int { coordinator.state.current }

    func dispose(state: RefObject<Int>) {
        counter.count += 1
        disposedAt = counter.count
    }
}

/// A hook of another type that keeps and returns nothing.
@MainActor private final class EmptyHook: Hook {
    let counter: DisposeCounter
    private(set) var disposedAt: Int?

    init(counter: DisposeCounter) { self.counter = counter }

    func dispose(state: Void) {
        counter.count += 1
        disposedAt = counter.count
    }
}

/// An environment in which hook-order changes are not reported, as the misuse tests need.
private var silenced: EnvironmentValues {
    var environment = EnvironmentValues()
    environment.hooksRulesAssertionDisabled = true
    return environment
}

@MainActor
@Suite("HookDispatcher, driven as SwiftUI Hooks drives it")
struct HookDispatcherScopedTests {
    @Test("scoped makes the dispatcher current while its body runs, and only then")
    func scopedSetsTheCurrentDispatcher() {
        let dispatcher = HookDispatcher()
        #expect(HookDispatcher.current == nil)
        dispatcher.scoped(environment: EnvironmentValues()) {
            #expect(HookDispatcher.current === dispatcher)
        }
        #expect(HookDispatcher.current == nil)
    }

    @Test("use: a hook updates every time, once, or after the body when deferred")
    func use() {
        let dispatcher = HookDispatcher()
        let everyTime = CountingHook()
        let once = CountingHook(updateStrategy: .once)
        let deferred = CountingHook(shouldDeferredUpdate: true)
        for expected in [(1, 1, 0), (2, 1, 1), (3, 1, 2)] {
            let values = dispatcher.scoped(environment: EnvironmentValues()) {
                (useHook(everyTime), useHook(once), useHook(deferred))
            }
            #expect(values == expected)
        }
    }

    @Test("R2 a hook of another type in a slot resets that slot and the ones after it")
    func mismatchedHookType() {
        let dispatcher = HookDispatcher()
        let counter = DisposeCounter()
        let first = CountingHook(counter: counter)
        let second = EmptyHook(counter: counter)
        let third = CountingHook(counter: counter)
        let fourth = CountingHook(counter: counter)

        let mounted = dispatcher.scoped(environment: silenced) {
            let value = useHook(first)
            useHook(second)
            return (value, useHook(third), useHook(fourth))
        }
        #expect(mounted == (1, 1, 1))
        // `second` is gone: `third` finds its slot, of another type.
        let withoutSecond = { (useHook(first), useHook(third), useHook(fourth)) }
        #expect(dispatcher.scoped(environment: silenced, withoutSecond) == (2, 1, 1))
        // SwiftUI Hooks disposes the last first (fourth at 1, third at 2, second at 3);
        // React's order:
        #expect(first.disposedAt == nil)
        #expect(second.disposedAt == 1)
        #expect(third.disposedAt == 2)
        #expect(fourth.disposedAt == 3)
        #expect(counter.count == 3)
        // The order is stable again: nothing to report, every slot kept.
        var messages: [String] = []
        let saved = HookDiagnostics.report
        HookDiagnostics.report = { messages.append($0) }
        defer { HookDiagnostics.report = saved }
        #expect(dispatcher.scoped(environment: EnvironmentValues(), withoutSecond) == (3, 2, 2))
        #expect(messages.isEmpty)
    }

    @Test("R2 fewer hooks than before dispose the rest; more mount afresh")
    func numberOfHooksChanged() {
        let dispatcher = HookDispatcher()
        let counter = DisposeCounter()
        let first = CountingHook(counter: counter)
        let second = CountingHook(counter: counter)
        let third = CountingHook(counter: counter)
        let all = { (useHook(first), useHook(second), useHook(third)) }

        #expect(dispatcher.scoped(environment: silenced, all) == (1, 1, 1))
        #expect(dispatcher.scoped(environment: silenced) { useHook(first) } == 2)
        // SwiftUI Hooks disposes the last first (third at 1, second at 2); React's order:
        #expect(first.disposedAt == nil)
        #expect(second.disposedAt == 1)
        #expect(third.disposedAt == 2)
        #expect(counter.count == 2)
        #expect(dispatcher.scoped(environment: silenced, all) == (3, 1, 1))
        #expect(dispatcher.scoped(environment: silenced, all) == (4, 2, 2))
    }

    @Test("E5 a dispatcher dropped disposes its hooks, first to last")
    func droppedDispatcherDisposes() {
        var dispatcher: HookDispatcher? = HookDispatcher()
        let counter = DisposeCounter()
        let first = CountingHook(counter: counter)
        let second = CountingHook(counter: counter)
        dispatcher?.scoped(environment: EnvironmentValues()) {
            _ = useHook(first)
            _ = useHook(second)
        }
        #expect(counter.count == 0)
        dispatcher = nil
        #expect(counter.count == 2)
        // SwiftUI Hooks disposes the last first (second at 1, first at 2); React's order:
        #expect(first.disposedAt == 1)
        #expect(second.disposedAt == 2)
    }
}

/// What `HookDiagnostics.report` receives while `body` runs.
@MainActor
private func reports(_ body: () -> Void) -> [String] {
    var messages: [String] = []
    let saved = HookDiagnostics.report
    HookDiagnostics.report = { messages.append($0) }
    defer { HookDiagnostics.report = saved }
    body()
    return messages
}

private struct Refusal: Error, Equatable {}

@MainActor
@Suite("HookDispatcher scoped and disposeAll")
struct HookDispatcherScopedContractTests {
    #if DEBUG
        @Test("R3 the dispatcher reads the rules-of-hooks switch from its environment")
        func switchFromEnvironment() {
            func reorder(in environment: EnvironmentValues) -> [String] {
                let dispatcher = HookDispatcher()
                dispatcher.scoped(environment: environment) {
                    _ = useState(0)
                    _ = useRef("")
                }
                return reports {
                    dispatcher.scoped(environment: environment) { _ = useRef("") }
                }
            }
            #expect(reorder(in: EnvironmentValues()).count == 1)
            #expect(reorder(in: EnvironmentValues()).first?.contains("in HookDispatcher:") == true)
            #expect(reorder(in: silenced).isEmpty)
            let dispatcher = HookDispatcher()
            dispatcher.scoped(environment: silenced) {}
            #expect(dispatcher.isHooksRulesAssertionDisabled)
        }
    #endif

    @Test("E4 scoped runs the layout effects, then the passive ones, before it returns")
    func scopedRunsEffects() {
        var log: [String] = []
        let dispatcher = HookDispatcher()
        let body = {
            useEffect {
                log.append("passive")
                return { log.append("passive cleanup") }
            }
            useLayoutEffect {
                log.append("layout")
                return { log.append("layout cleanup") }
            }
            log.append("body")
        }
        dispatcher.scoped(environment: EnvironmentValues(), body)
        #expect(log == ["body", "layout", "passive"])
        log.removeAll()
        dispatcher.scoped(environment: EnvironmentValues(), body)
        #expect(log == ["body", "layout cleanup", "layout", "passive cleanup", "passive"])
    }

    @Test("a state change outside scoped calls the onUpdate set after HookDispatcher()")
    func onUpdateOfAPlainDispatcher() {
        var updates = 0
        let dispatcher = HookDispatcher()
        #expect(dispatcher.componentName == "HookDispatcher")
        dispatcher.onUpdate = { updates += 1 }
        let count = dispatcher.scoped(environment: EnvironmentValues()) { useState(0) }
        count.wrappedValue = 1
        count.wrappedValue = 2
        #expect(updates == 1)
        #expect(
            dispatcher.scoped(environment: EnvironmentValues()) { useState(0) }.wrappedValue == 2)
    }

    @Test("scoped rethrows its body's error and drops that render: no effect, no slot lost")
    func throwingBody() {
        var log: [String] = []
        let dispatcher = HookDispatcher()
        func body(throwing: Bool) throws(Refusal) -> Int {
            let count = useState(10)
            useEffect {
                log.append("effect")
                return nil
            }
            if throwing { throw Refusal() }
            useLayoutEffect(.once) { { log.append("cleanup") } }
            return count.wrappedValue
        }
        var outcomes: [Result<Int, Refusal>] = []
        let messages = reports {
            for throwing in [false, true, false] {
                outcomes.append(
                    Result { () throws(Refusal) -> Int in
                        try dispatcher.scoped(environment: EnvironmentValues()) {
                            () throws(Refusal) -> Int in try body(throwing: throwing)
                        }
                    })
            }
        }
        #expect(outcomes == [.success(10), .failure(Refusal()), .success(10)])
        #expect(messages.isEmpty)
        #expect(log == ["effect", "effect"])
        dispatcher.dispose()
        #expect(log == ["effect", "effect", "cleanup"])
    }

    @Test("E5 disposeAll disposes every hook, first to last; the next render mounts afresh")
    func disposeAllThenRenderAgain() {
        var log: [String] = []
        var updates = 0
        let dispatcher = HookDispatcher()
        dispatcher.onUpdate = { updates += 1 }
        let body = {
            useEffect(.once) { { log.append("first cleanup") } }
            let count = useState(0)
            useLayoutEffect(.once) { { log.append("second cleanup") } }
            return count
        }
        let old = dispatcher.scoped(environment: EnvironmentValues(), body)
        old.wrappedValue = 5
        _ = dispatcher.scoped(environment: EnvironmentValues(), body)
        updates = 0
        dispatcher.disposeAll()
        #expect(log == ["second cleanup", "first cleanup"])
        old.wrappedValue = 6
        #expect(updates == 0)
        var fresh: Binding<Int>?
        let messages = reports { fresh = dispatcher.scoped(environment: EnvironmentValues(), body) }
        #expect(messages.isEmpty)
        #expect(fresh?.wrappedValue == 0)
        #expect(!dispatcher.isDisposed)
        fresh?.wrappedValue = 1
        #expect(updates == 1)
    }
}
