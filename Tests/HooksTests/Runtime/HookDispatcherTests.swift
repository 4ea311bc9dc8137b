import Hooks
import Testing

@MainActor
@Suite("HookDispatcher")
struct HookDispatcherTests {
    @Test("onUpdate is called once per batch of changes until the next render")
    func onUpdateOncePerBatch() {
        var updates = 0
        let dispatcher = HookDispatcher(componentName: "Probe") { updates += 1 }
        let count = dispatcher.render { useState(0) }
        count.wrappedValue = 1
        count.wrappedValue = 2
        #expect(updates == 1)
        #expect(dispatcher.needsRender)
        let rendered = dispatcher.render { useState(0).wrappedValue }
        #expect(rendered == 2)
        #expect(!dispatcher.needsRender)
        count.wrappedValue = 3
        #expect(updates == 2)
    }

    @Test("D1 two dispatches before a render are both applied, in order, in one render")
    func twoDispatchesBeforeRender() {
        var updates = 0
        let dispatcher = HookDispatcher(componentName: "Probe") { updates += 1 }
        let body = {
            useReducer({ (state: [Int], action: Int) in state + [action] }, initialState: [])
        }
        let dispatch = dispatcher.render(body).dispatch
        dispatch(1)
        dispatch(2)
        #expect(updates == 1)
        #expect(dispatcher.render(body).state == [1, 2])
    }

    @Test("effects are queued by render and run only when the host asks")
    func effectsWaitForTheHost() {
        var log: [String] = []
        let dispatcher = HookDispatcher(componentName: "Probe") {}
        dispatcher.render {
            useLayoutEffect {
                log.append("layout")
                return nil
            }
            useEffect {
                log.append("passive")
                return nil
            }
        }
        #expect(log.isEmpty)
        #expect(dispatcher.hasLayoutEffects && dispatcher.hasPassiveEffects)
        dispatcher.runLayoutCleanups()
        dispatcher.runLayoutEffects()
        #expect(log == ["layout"])
        #expect(!dispatcher.hasLayoutEffects)
        dispatcher.runPassiveCleanups()
        dispatcher.runPassiveEffects()
        #expect(log == ["layout", "passive"])
        #expect(!dispatcher.hasPassiveEffects)
    }

    @Test("E5 disposeLayout runs layout cleanups inside the commit, dispose the passive ones")
    func twoStepUnmount() {
        var log: [String] = []
        let dispatcher = HookDispatcher(componentName: "Probe") {}
        dispatcher.render {
            useEffect { { log.append("passive cleanup") } }
            useLayoutEffect { { log.append("layout cleanup") } }
        }
        dispatcher.runLayoutEffects()
        dispatcher.runPassiveEffects()
        dispatcher.disposeLayout()
        #expect(log == ["layout cleanup"])
        dispatcher.dispose()
        #expect(log == ["layout cleanup", "passive cleanup"])
        dispatcher.dispose()
        #expect(log.count == 2)
    }

    @Test("render restores the outer current dispatcher when nested")
    func nestedRender() {
        let outer = HookDispatcher(componentName: "Outer") {}
        let inner = HookDispatcher(componentName: "Inner") {}
        let values = outer.render {
            let first = useState("outer").wrappedValue
            let nested = inner.render { useState("inner").wrappedValue }
            let second = useRef(first).current
            return [first, nested, second]
        }
        #expect(values == ["outer", "inner", "outer"])
    }

    @Test("C3 readsChanges is true only for keys read during the last render")
    func readsChanges() {
        let dispatcher = HookDispatcher(componentName: "Probe") {}
        dispatcher.render { _ = useEnvironment(\.colorScheme) }
        let old = EnvironmentValues()
        var changed = old
        changed.colorScheme = .dark
        var unrelated = old
        unrelated[Context<Int>.self] = 3
        #expect(dispatcher.readsChanges(from: old, to: changed))
        #expect(!dispatcher.readsChanges(from: old, to: unrelated))
        #expect(!dispatcher.readsChanges(from: old, to: old))
    }
}

@MainActor
@Suite("HookDispatcher misuse")
struct HookDispatcherMisuseTests {
    @Test("rendering a dispatcher from inside its own render stops with a message")
    func reentrantRender() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let dispatcher = HookDispatcher(componentName: "Loop") {}
                dispatcher.render { dispatcher.render {} }
            }
        }
        .map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("render was called for Loop while it was rendering"))
        }
    }

    @Test("S5 D4 state changes after dispose do not call onUpdate")
    func noUpdateAfterDispose() {
        var updates = 0
        let dispatcher = HookDispatcher(componentName: "Probe") { updates += 1 }
        let (state, dispatch) = dispatcher.render {
            (useState(0), useReducer({ (s: Int, a: Int) in s + a }, initialState: 0).dispatch)
        }
        dispatcher.dispose()
        state.wrappedValue = 1
        dispatch(1)
        #expect(updates == 0)
        #expect(dispatcher.isDisposed)
        #expect(!dispatcher.needsRender)
    }
}
