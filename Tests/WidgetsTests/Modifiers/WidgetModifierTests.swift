import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// A component rendering a stack with a nested text: modifiers reach the stack only.
private struct Card: View {
    var body: some View {
        VStack { Text("inside") }
    }
}

@MainActor struct WidgetModifierTests {
    @Test("modifiers on a widget set its props directly")
    func onWidget() throws {
        let host = TestHost(
            Text("hi").padding(.horizontal, 4).cssClass("title").fontWeight(.bold)
                .accessibilityLabel("greeting").tooltip("says hi").disabled())
        let text = try #require(host.find(label: "greeting")?.modifiers)
        #expect(text.padding == EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4))
        #expect(text.cssClasses == ["title"])
        #expect(text.fontWeight == .bold)
        #expect(text.tooltip == "says hi")
        #expect(text.isDisabled)
    }

    @Test("modifiers on a component reach its topmost widgets, not nested ones")
    func onComponent() {
        let host = TestHost(Card().cssClass("card").frame(width: 100))
        #expect(host.find(type: VStack.self)?.cssClasses == ["card"])
        #expect(host.find(type: VStack.self)?.modifiers?.width == 100)
        #expect(host.find(type: Text.self)?.cssClasses == [])
    }

    @Test("a modifier applied to an equal component still reaches its widgets")
    func modifierOnSkippedComponent() {
        struct Label: View, Equatable {
            let text: String
            var body: some View { Text(text) }
        }
        let host = TestHost(Label(text: "a").cssClass("danger", when: false))
        host.render(Label(text: "a").cssClass("danger", when: true))
        #expect(host.find(text: "a")?.cssClasses == ["danger"])
    }

    @Test("a widget's own modifiers follow the common ones in any order")
    func typedModifiers() {
        let host = TestHost(
            VStack {
                Toggle("a", isOn: .constant(true)).padding(2).toggleStyle(.checkbox)
                Button("b") {}.cssClass("x").keyboardShortcut(KeyboardShortcut("b"))
            })
        #expect(host.find(text: "a")?.as(Toggle.self)?.style == .checkbox)
        #expect(host.find(text: "b")?.as(Button.self)?.shortcut == KeyboardShortcut("b"))
    }

    @Test("the outer modifier wins over the inner one")
    func outerWins() {
        let host = TestHost(Card().foregroundColor(.red).foregroundColor(.blue))
        #expect(host.find(type: VStack.self)?.modifiers?.foregroundColor == .blue)
    }

    @Test("cssClass(_:when:) adds the class only while the condition holds")
    func conditionalClass() {
        let host = TestHost(Text("a").cssClass("danger", when: false))
        #expect(host.find(text: "a")?.cssClasses == [])
        host.render(Text("a").cssClass("danger", when: true))
        #expect(host.find(text: "a")?.cssClasses == ["danger"])
        #expect(host.transcript.last?.description == "update Text#1 cssClasses")
    }

    @Test("C4 .colorScheme sets the environment below and marks the topmost widgets for the host")
    func colorScheme() {
        struct SchemeText: HookView {
            var hookBody: some View { Text("\(useEnvironment(\.colorScheme))") }
        }
        let host = TestHost(VStack { SchemeText() }.colorScheme(.dark))
        #expect(host.find(type: VStack.self)?.modifiers?.colorScheme == .dark)
        #expect(host.find(text: "dark")?.modifiers?.colorScheme == nil)
        host.render(VStack { SchemeText() }.colorScheme(.light))
        #expect(host.find(text: "light") != nil)
        #expect(
            host.transcript.suffix(2).map(\.description) == [
                "update VStack#1 colorScheme", "update Text#2 string",
            ])
    }

    @Test("keyboard shortcuts describe themselves for messages")
    func shortcutDescriptions() {
        #expect(KeyboardShortcut("s").description == "Control+s")
        #expect(
            KeyboardShortcut("z", modifiers: [.control, .shift]).description == "Control+Shift+z")
    }
}
