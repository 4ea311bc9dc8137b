import Hooks
import HooksTesting
import Testing

@MainActor
@Suite("useReducer")
struct UseReducerTests {
    @Test("D1 several dispatches in one effect are all applied, in order, in one render")
    func dispatchesInOneEffect() {
        let tester = HookTester {
            let (log, dispatch) = useReducer(
                { (state: [String], action: String) in state + [action] }, initialState: [])
            useEffect(.once) {
                dispatch("a")
                dispatch("b")
                dispatch("c")
                return nil
            }
            return log
        }
        #expect(tester.valueHistory == [[], ["a", "b", "c"]])
    }

    @Test("D2 dispatch keeps working across renders and after parent re-renders")
    func dispatchAcrossRenders() {
        let tester = HookTester(0) { _ in
            useReducer({ (state: Int, action: Int) in state + action }, initialState: 0)
        }
        let dispatch = tester.value.dispatch
        dispatch(1)
        tester.update(with: 1)
        dispatch(2)
        tester.update(with: 2)
        tester.value.dispatch(3)
        #expect(tester.value.state == 6)
    }

    @Test("D3 the reducer of the render being computed is used")
    func reducerOfTheRender() {
        var calls: [Int] = []
        var dispatch: (@Sendable (Int) -> Void)?
        let dispatcher = HookDispatcher(componentName: "Probe") {}
        func body(_ factor: Int) -> Int {
            dispatcher.render {
                let reducer = useReducer(
                    { (state: Int, action: Int) -> Int in
                        calls.append(factor)
                        return state + action * factor
                    }, initialState: 0)
                dispatch = reducer.dispatch
                return reducer.state
            }
        }
        _ = body(1)
        dispatch?(1)
        #expect(body(100) == 100)
        #expect(calls == [100])
    }

    @Test("D4 dispatch after unmount is a no-op; the reducer is not called")
    func dispatchAfterUnmount() {
        var calls = 0
        let tester = HookTester {
            useReducer(
                { (state: Int, action: Int) -> Int in
                    calls += 1
                    return state + action
                }, initialState: 0)
        }
        let dispatch = tester.value.dispatch
        tester.dispose()
        dispatch(1)
        tester.update()
        #expect(calls == 0)
        #expect(tester.value.state == 0)
    }

    @Test("D5 a lazy initial state is computed exactly once, on the first render")
    func lazyInitialState() {
        var initializations = 0
        let tester = HookTester(0) { _ in
            useReducer({ (rows: [Int], action: Int) in rows + [action] }) {
                initializations += 1
                return Array(0..<3)
            }
        }
        #expect(tester.value.state == [0, 1, 2])
        tester.value.dispatch(3)
        tester.update(with: 1)
        tester.value.dispatch(4)
        #expect(tester.value.state == [0, 1, 2, 3, 4])
        #expect(tester.valueHistory.count == 4)
        #expect(initializations == 1)
        tester.dispose()
        tester.update()
        #expect(tester.value.state == [0, 1, 2])
        #expect(initializations == 2)
    }

    @Test("dispatch called off the main actor prints its message to stderr, then stops")
    func dispatchOffMainActorStops() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let dispatch = await MainActor.run {
                HookTester {
                    useReducer({ (state: Int, action: Int) in state + action }, initialState: 0)
                }
                .value.dispatch
            }
            await Task.detached { dispatch(1) }.value
        }
        .map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(text.contains("dispatch of useReducer was called off the main actor"))
        }
    }
}
