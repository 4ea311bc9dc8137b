import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// Shows the accent it reads; logs each render.
private struct AccentReader: HookView {
    let name: String

    var hookBody: some View {
        let theme = useEnvironment(\.theme)
        useLog()("render \(name)")
        Text("\(name) \(theme.accentColor == .red ? "red" : "default") \(theme.cornerRadius)")
    }
}

/// Reads nothing; logs each render.
private struct ThemeBlind: HookView {
    var hookBody: some View {
        useLog()("render ThemeBlind")
        Text("blind")
    }
}

/// A stateless middle layer, so only readers can re-render below the theme.
private struct ThemedPart: View {
    var body: some View {
        VStack {
            AccentReader(name: "inner")
            ThemeBlind()
        }
    }
}

/// A stateless reader outside the themed subtree.
private struct OuterPart: View {
    var body: some View { AccentReader(name: "outer") }
}

private struct ThemeRoot: HookView {
    var hookBody: some View {
        let red = useState(false)
        VStack {
            Button("red") { red.wrappedValue = true }
            OuterPart()
            ThemedPart().theme(Theme(accentColor: red.wrappedValue ? .red : .blue, cornerRadius: 9))
        }
    }
}

@MainActor struct ThemeEnvironmentTests {
    @Test("useEnvironment(\\.theme) reads the light default")
    func defaultTheme() {
        let host = makeHost(log: Log())
        host.render(AccentReader(name: "plain"))
        #expect(host.find(text: "plain default 6") != nil)
        #expect(Theme.light.accentColor == Theme.lightAccent)
        #expect(Theme.dark != Theme.light)
    }

    @Test("C3 .theme(_:) overrides its subtree only and re-renders only its readers")
    func subtreeOverride() throws {
        let log = Log()
        let host = makeHost(log: log)
        host.render(ThemeRoot())
        #expect(host.find(text: "outer default 6") != nil)
        #expect(host.find(text: "inner default 9") != nil)
        _ = log.take()
        try host.tap(text: "red")
        #expect(log.take() == ["render inner"])
        #expect(host.find(text: "inner red 9") != nil)
        #expect(host.find(text: "outer default 6") != nil)
    }

    @Test(".theme(_:) marks the topmost widgets of its subtree")
    func marksTopmostWidgets() {
        let theme = Theme(cornerRadius: 3)
        let host = makeHost(log: Log())
        host.render(VStack { Text("a") }.theme(theme))
        #expect(host.find(type: VStack.self)?.modifiers?.theme == theme)
        #expect(host.find(text: "a")?.modifiers?.theme == nil)
    }
}
