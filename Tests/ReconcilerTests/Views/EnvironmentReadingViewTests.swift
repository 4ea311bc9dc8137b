import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

private struct GreetingKey: EnvironmentKey {
    static var defaultValue: String { "hello" }
}

extension EnvironmentValues {
    fileprivate var greeting: String {
        get { self[GreetingKey.self] }
        set { self[GreetingKey.self] = newValue }
    }
}

/// A widget whose `greeting` prop comes from the environment.
private struct Greeter: Widget, EnvironmentReadingView {
    static var role: WidgetRole { .label }
    var modifiers = WidgetModifiers()
    var greeting = ""
    var text: String? { greeting }

    mutating func read(_ environment: EnvironmentValues) { greeting = environment.greeting }
}

/// An equatable component with no props: skipped when its parent re-renders.
private struct Skipped: View, Equatable {
    var body: some View { Greeter() }
}

@MainActor private final class Greeting {
    var value = "hi"
}

@MainActor struct EnvironmentReadingViewTests {
    @Test("a reading primitive gets its environment on mount, update and propagation")
    func readsOnMountUpdateAndPropagation() {
        let greeting = Greeting()
        let view = {
            VStack {
                Greeter()
                Skipped()
            }
            .environment(\.greeting, greeting.value)
        }
        let host = TestHost(view())
        #expect(host.findAll(text: "hi").count == 2, "read on mount")
        host.clearTranscript()
        greeting.value = "hey"
        host.render(view())
        #expect(host.findAll(text: "hey").count == 2, "read on update and propagated")
        #expect(
            host.transcript.map(\.description) == [
                "update Greeter#2 greeting", "update Greeter#3 greeting",
            ])
        host.clearTranscript()
        host.render(view())
        #expect(host.transcript.isEmpty, "an unchanged value writes nothing")
        #expect(Greeter().greeting == "", "outside a renderer nothing is read")
    }
}
