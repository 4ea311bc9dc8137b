import Hooks
import Testing

/// Logs its cleanup and its disposal at a chosen timing.
private struct LifeHook: Hook {
    let name: String
    let updateTiming: HookUpdateTiming
    let log: RefObject<[String]>

    func updateState(coordinator: Coordinator) {}
    func cleanUp(coordinator: Coordinator) { log.current.append("\(name) cleanup") }
    func value(coordinator: Coordinator) {}
    func dispose(state: Void) { log.current.append("\(name) dispose") }
}

/// Sets a state slot from its cleanup, as a careless custom hook might.
private struct SettingHook: Hook {
    let count: Binding<Int>
    var updateTiming: HookUpdateTiming { .layout }

    func updateState(coordinator: Coordinator) {}
    func cleanUp(coordinator: Coordinator) {
        count.wrappedValue += 1
        coordinator.updateView()
    }
    func value(coordinator: Coordinator) {}
}

@MainActor
@Suite("HookDispatcher unmount")
struct HookDispatcherUnmountTests {
    /// Renders the five logging hooks once and runs their effects, as a host would.
    private func mountFiveHooks(_ log: RefObject<[String]>) -> HookDispatcher {
        let dispatcher = HookDispatcher(componentName: "Probe") {}
        dispatcher.render {
            useHook(LifeHook(name: "A passive", updateTiming: .passive, log: log))
            useHook(LifeHook(name: "B layout", updateTiming: .layout, log: log))
            useHook(LifeHook(name: "C render", updateTiming: .render, log: log))
            useHook(LifeHook(name: "D passive", updateTiming: .passive, log: log))
            useHook(LifeHook(name: "E layout", updateTiming: .layout, log: log))
        }
        dispatcher.runLayoutEffects()
        dispatcher.runPassiveEffects()
        return dispatcher
    }

    @Test(
        "E5 dispose order: layout cleanups first, then each slot's cleanup and dispose, first to last"
    )
    func disposeOrder() {
        let log = RefObject<[String]>([])
        mountFiveHooks(log).dispose()
        #expect(
            log.current == [
                "B layout cleanup", "E layout cleanup",
                "A passive cleanup", "A passive dispose",
                "B layout dispose",
                "C render cleanup", "C render dispose",
                "D passive cleanup", "D passive dispose",
                "E layout dispose",
            ])
    }

    @Test("a dispatcher dropped without dispose disposes itself, in the same order")
    func droppedDispatcherDisposes() {
        let log = RefObject<[String]>([])
        var dispatcher: HookDispatcher? = mountFiveHooks(log)
        #expect(dispatcher != nil)
        #expect(log.current.isEmpty)
        dispatcher = nil
        let dropped = log.current
        log.current.removeAll()
        mountFiveHooks(log).dispose()
        #expect(dropped == log.current)
    }

    @Test("a dispatcher disposed, then dropped, runs every cleanup once")
    func disposedThenDropped() {
        let log = RefObject<[String]>([])
        var dispatcher: HookDispatcher? = mountFiveHooks(log)
        dispatcher?.dispose()
        let count = log.current.count
        dispatcher = nil
        #expect(count == 10)
        #expect(log.current.count == count)
    }

    @Test("S5 a cleanup that sets state while the dispatcher unmounts does not call onUpdate")
    func cleanupSettingStateDuringUnmount() {
        var updates = 0
        var dispatcher: HookDispatcher? = HookDispatcher(componentName: "Probe") { updates += 1 }
        var count: Binding<Int>?
        dispatcher?.render {
            let state = useState(0)
            useHook(SettingHook(count: state))
            count = state
        }
        dispatcher?.runLayoutEffects()
        dispatcher = nil
        #expect(count?.wrappedValue == 1)
        #expect(updates == 0)
        let disposed = HookDispatcher(componentName: "Probe") { updates += 1 }
        disposed.render { useHook(SettingHook(count: useState(0))) }
        disposed.runLayoutEffects()
        disposed.dispose()
        #expect(updates == 0)
    }
}
