// The SwiftUI Hooks README's examples, unchanged apart from the import line, in a
// target with default main-actor isolation (README.md, "The main actor and
// `nonisolated`").

import Foundation
import Hooks
import HooksTesting
import Testing

// MARK: - Building Your Own Hooks

func useTimer(interval: TimeInterval) -> Date {
    let time = useState(Date())

    useEffect(.preserved(by: interval)) {
        let timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) {
            time.wrappedValue = $0.fireDate
        }

        return {
            timer.invalidate()
        }
    }

    return time.wrappedValue
}

// MARK: - How to Test Your Custom Hooks

// Your custom hook.
func useCounter() -> (count: Int, increment: () -> Void) {
    let count = useState(0)

    func increment() {
        count.wrappedValue += 1
    }

    return (count: count.wrappedValue, increment: increment)
}

// MARK: - useReducer

enum Action {
    case increment, decrement
}

func reducer(state: Int, action: Action) -> Int {
    switch action {
    case .increment:
        return state + 1

    case .decrement:
        return state - 1
    }
}

func expensiveComputation() -> Int { 42 }

// MARK: - Context

typealias ColorSchemeContext = Context<Binding<ColorScheme>>

func useDarkModeButtonAction() -> () -> Void {
    let colorScheme = useContext(ColorSchemeContext.self)

    return {
        colorScheme.wrappedValue = .dark
    }
}

// MARK: - Hooks API snippets

func useApiSnippets() -> (ColorScheme, Int) {
    let count = useState(0)  // Binding<Int>

    useEffect {
        print("Do side effects")

        return {
            print("Do cleanup")
        }
    }

    useLayoutEffect {
        print("Do side effects")
        return nil
    }

    let colorScheme = useEnvironment(\.colorScheme)  // ColorScheme

    let (phase, perform) = useAsyncPerform {
        count.wrappedValue
    }
    _ = (phase, perform)

    return (colorScheme, count.wrappedValue)
}

@Suite("SwiftUI Hooks README examples")
struct SeedReadmeExampleTests {
    @Test("useCounter under HookTester, as in the README")
    func counter() {
        let tester = HookTester {
            useCounter()
        }

        #expect(tester.value.count == 0)

        tester.value.increment()

        #expect(tester.value.count == 1)

        tester.update()  // Simulates view's update.

        #expect(tester.value.count == 1)
    }

    @Test("the reducer example counts up and down")
    func reducerExample() {
        let tester = HookTester {
            let (count, dispatch) = useReducer(reducer, initialState: 0)
            return (count, dispatch)
        }
        tester.value.1(.increment)
        tester.value.1(.increment)
        tester.value.1(.decrement)
        #expect(tester.value.0 == 1)
    }

    @Test("useRef, useMemo(.once) and the lazy useState")
    func refMemoLazyState() {
        var computations = 0
        let tester = HookTester {
            let value = useRef("text")  // RefObject<String>

            let random = useMemo(.once) {
                Int.random(in: 0...100)
            }

            let count = useState {
                computations += 1
                let initialState = expensiveComputation()  // Int
                return initialState
            }  // Binding<Int>

            return (value, random, count)
        }
        tester.value.0.current = "new text"
        let random = tester.value.1
        tester.value.2.wrappedValue += 1
        tester.update()
        #expect(tester.value.0.current == "new text")
        #expect(tester.value.1 == random)
        #expect(tester.value.2.wrappedValue == 43)
        #expect(computations == 1)
    }

    @Test("the Context example: a consumer sets the provider's Binding")
    func context() {
        let provider = HookTester { useState(ColorScheme.light) }
        let consumer = HookTester(
            { useDarkModeButtonAction() },
            environment: { $0[ColorSchemeContext.self] = provider.value })
        consumer.value()
        #expect(provider.value.wrappedValue == .dark)
    }

    @Test("the Hooks API snippets compile and run")
    func apiSnippets() {
        let tester = HookTester { useApiSnippets() }
        #expect(tester.value == (.light, 0))
        tester.dispose()
    }

    @Test("useTimer mounts a timer and invalidates it on dispose")
    func timer() {
        let tester = HookTester(1.0) { interval in
            useTimer(interval: interval)
        }
        let first = tester.value
        tester.update(with: 2)
        tester.dispose()
        #expect(tester.value == first)
    }
}
