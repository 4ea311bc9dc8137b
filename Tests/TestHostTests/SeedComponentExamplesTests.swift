// The component examples of the SwiftUI Hooks README (Examples/README.md says where
// each of its examples lives), written as the README writes them: this target uses main-actor default isolation.

import Foundation
import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

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

struct Example: HookView {
    var hookBody: some View {
        let time = useTimer(interval: 1)

        Text("Now: \(time)")
    }
}

func counterButton() -> some View {
    HookScope {
        let count = useState(0)

        Button("You clicked \(count.wrappedValue) times") {
            count.wrappedValue += 1
        }
    }
}

struct CounterButton: HookView {
    var hookBody: some View {
        let count = useState(0)

        Button("You clicked \(count.wrappedValue) times") {
            count.wrappedValue += 1
        }
    }
}

typealias ColorSchemeContext = Context<Binding<ColorScheme>>

struct ContentView: HookView {
    var hookBody: some View {
        let colorScheme = useState(ColorScheme.light)

        ColorSchemeContext.Provider(value: colorScheme) {
            darkModeButton
                .background(Color(.systemBackground))
                .colorScheme(colorScheme.wrappedValue)
        }
    }

    var darkModeButton: some View {
        ColorSchemeContext.Consumer { colorScheme in
            Button("Use dark mode") {
                colorScheme.wrappedValue = .dark
            }
        }
    }
}

struct ContextHookView: HookView {
    var hookBody: some View {
        let colorScheme = useState(ColorScheme.light)

        ColorSchemeContext.Provider(value: colorScheme) {
            darkModeButton
            Text("scheme \(colorScheme.wrappedValue)")
        }
    }

    @ViewBuilder
    var darkModeButton: some View {
        let colorScheme = useContext(ColorSchemeContext.self)

        Button("Use dark mode") {
            colorScheme.wrappedValue = .dark
        }
    }
}

struct SeedComponentExamplesTests {
    @Test("the README's Example with useTimer renders the current time")
    func timerExample() {
        let host = TestHost(Example())
        #expect(host.find(role: .label)?.text?.hasPrefix("Now: ") == true)
        host.unmount()
        #expect(host.widgets.isEmpty)
    }

    @Test("the README's counterButton in a HookScope counts taps")
    func counterButtonScope() throws {
        let host = TestHost(VStack { counterButton() })
        try host.tap(text: "You clicked 0 times")
        try host.tap(text: "You clicked 1 times")
        #expect(host.dump() == "VStack\n  Button \"You clicked 2 times\"")
    }

    @Test("the README's CounterButton HookView counts taps")
    func counterButtonView() throws {
        let host = TestHost(CounterButton())
        try host.tap(text: "You clicked 0 times")
        #expect(host.find(text: "You clicked 1 times") != nil)
    }

    @Test("the README's ContentView provides a Binding through ColorSchemeContext")
    func contextProviderAndConsumer() throws {
        let host = TestHost(ContentView())
        let button = try #require(host.find(text: "Use dark mode"))
        #expect(button.modifiers?.background == Color(.systemBackground))
        try host.tap(button)
        #expect(host.find(text: "Use dark mode") != nil)
    }

    @Test("the README's useContext form reads the provided Binding")
    func useContextForm() throws {
        let host = TestHost(ContextHookView())
        try host.tap(text: "Use dark mode")
        #expect(host.find(text: "scheme dark") != nil)
    }
}
