import Hooks
import HooksTesting
import Testing

/// A custom hook that logs its updates and cleanups at a chosen timing.
private struct LoggingHook: Hook {
    let name: String
    let updateTiming: HookUpdateTiming
    let log: RefObject<[String]>

    func updateState(coordinator: Coordinator) {
        log.current.append("\(name) update")
    }

    func cleanUp(coordinator: Coordinator) {
        log.current.append("\(name) cleanup")
    }

    func value(coordinator: Coordinator) -> String { name }
}

/// SwiftUI Hooks' way to ask for a passive update.
private struct DeferredHook: Hook {
    let log: RefObject<[String]>
    var shouldDeferredUpdate: Bool { true }

    func updateState(coordinator: Coordinator) {
        log.current.append("deferred")
    }

    func value(coordinator: Coordinator) {}
}

/// Counts its own updates in its state; updates only when `key` changes.
private struct CountingHook: Hook {
    let key: Int
    var updateStrategy: HookUpdateStrategy? { .preserved(by: key) }

    func makeState() -> RefObject<Int> { RefObject(0) }
    func updateState(coordinator: Coordinator) { coordinator.state.current += 1 }
    func value(coordinator: Coordinator) -> Int { coordinator.state.current }
    func dispose(state: RefObject<Int>) { state.current = -1 }
}

/// Logs its whole life cycle.
private struct DisposingHook: Hook {
    let log: RefObject<[String]>
    var updateTiming: HookUpdateTiming { .layout }

    func makeState() -> RefObject<[String]> { log }
    func updateState(coordinator: Coordinator) { coordinator.state.current.append("update") }
    func cleanUp(coordinator: Coordinator) { coordinator.state.current.append("cleanup") }
    func value(coordinator: Coordinator) {}
    func dispose(state: RefObject<[String]>) { state.current.append("dispose") }
}

/// A hook that returns nothing and so writes no `value(coordinator:)`.
private struct NoValueHook: Hook {
    let log: RefObject<[String]>
    var updateTiming: HookUpdateTiming { .layout }

    func updateState(coordinator: Coordinator) { log.current.append("update") }
}

@MainActor
@Suite("useHook")
struct UseHookTests {
    @Test("a custom hook whose Value is Void needs no value(coordinator:)")
    func voidValueNeedsNoValueFunction() {
        let log = RefObject<[String]>([])
        let tester = HookTester { useHook(NoValueHook(log: log)) }
        tester.update()
        #expect(log.current == ["update", "update"])
    }

    @Test("a render-timed custom hook updates during render, before its value is read")
    func renderTiming() {
        let tester = HookTester(1) { key in useHook(CountingHook(key: key)) }
        tester.update(with: 1)
        tester.update(with: 2)
        #expect(tester.valueHistory == [1, 1, 2])
    }

    @Test("E4 custom hooks at every timing follow the order of the built-in effects")
    func customHooksJoinTheEffectOrder() {
        let log = RefObject<[String]>([])
        let tester = HookTester {
            useHook(LoggingHook(name: "render", updateTiming: .render, log: log))
            useEffect {
                log.current.append("useEffect")
                return { log.current.append("useEffect cleanup") }
            }
            useHook(LoggingHook(name: "passive", updateTiming: .passive, log: log))
            useHook(LoggingHook(name: "layout", updateTiming: .layout, log: log))
            useLayoutEffect {
                log.current.append("useLayoutEffect")
                return { log.current.append("useLayoutEffect cleanup") }
            }
        }
        #expect(
            log.current == [
                "render update", "layout update", "useLayoutEffect", "useEffect", "passive update",
            ])
        log.current.removeAll()
        tester.update()
        #expect(
            log.current == [
                "render cleanup", "render update",
                "layout cleanup", "useLayoutEffect cleanup", "layout update", "useLayoutEffect",
                "useEffect cleanup", "passive cleanup", "useEffect", "passive update",
            ])
        log.current.removeAll()
        tester.dispose()
        #expect(
            log.current == [
                "layout cleanup", "useLayoutEffect cleanup", "render cleanup", "useEffect cleanup",
                "passive cleanup",
            ])
    }

    @Test("shouldDeferredUpdate keeps SwiftUI Hooks' meaning: the update runs after paint")
    func deferredMeansPassive() {
        let log = RefObject<[String]>([])
        let dispatcher = HookDispatcher(componentName: "Probe") {}
        dispatcher.render { useHook(DeferredHook(log: log)) }
        #expect(log.current.isEmpty)
        #expect(dispatcher.hasPassiveEffects && !dispatcher.hasLayoutEffects)
        dispatcher.runPassiveEffects()
        #expect(log.current == ["deferred"])
    }

    @Test("dispose(state:) runs on unmount, after the cleanup")
    func disposeState() {
        let log = RefObject<[String]>([])
        let tester = HookTester { useHook(DisposingHook(log: log)) }
        tester.dispose()
        #expect(log.current == ["update", "cleanup", "dispose"])
    }
}

/// The documentation example of `useHook`.
private struct PreviousHook<Value>: Hook {
    let latest: Value
    var updateTiming: HookUpdateTiming { .passive }
    func makeState() -> RefObject<Value?> { RefObject(nil) }
    func updateState(coordinator: Coordinator) { coordinator.state.current = latest }
    func value(coordinator: Coordinator) -> Value? { coordinator.state.current }
}

@MainActor
@Suite("useHook documentation example")
struct PreviousHookTests {
    @Test("a passive custom hook reads the value of the previous commit")
    func previous() {
        let tester = HookTester(1) { useHook(PreviousHook(latest: $0)) }
        tester.update(with: 2)
        tester.update(with: 3)
        #expect(tester.valueHistory == [nil, 1, 2])
    }
}
