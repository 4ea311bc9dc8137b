import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

private typealias NameContext = Context<String>
private typealias CountContext = Context<Int>

/// Reads the name context and logs each render.
private struct NameReader: HookView {
    var hookBody: some View {
        let name = useContext(NameContext.self)
        useLog()("render NameReader")
        Text("name \(name)")
    }
}

/// Reads nothing; logs each render.
private struct Unrelated: HookView {
    var hookBody: some View {
        useLog()("render Unrelated")
        Text("unrelated")
    }
}

/// Reads the color scheme; logs each render.
private struct SchemeReader: HookView {
    var hookBody: some View {
        let scheme = useEnvironment(\.colorScheme)
        useLog()("render SchemeReader")
        Text("scheme \(scheme)")
    }
}

/// A stateless middle layer: never re-rendered by its parent.
private struct Middle: View {
    var body: some View {
        VStack {
            NameReader()
            Unrelated()
            SchemeReader()
        }
    }
}

/// Holds a name and a color scheme; the provider is inside or outside the
/// color scheme writer.
private struct ProviderRoot: HookView {
    let providerOutside: Bool

    var hookBody: some View {
        let name = useState("a")
        let scheme = useState(ColorScheme.light)
        VStack {
            Button("rename") { name.wrappedValue += "a" }
            Button("dark") { scheme.wrappedValue = .dark }
            if providerOutside {
                NameContext.Provider(value: name.wrappedValue) {
                    Middle().colorScheme(scheme.wrappedValue)
                }
            } else {
                NameContext.Provider(value: name.wrappedValue) { Middle() }
                    .colorScheme(scheme.wrappedValue)
            }
        }
    }
}

private struct SortKey: EnvironmentKey {
    static var defaultValue: String { "asc" }
}

extension EnvironmentValues {
    fileprivate var sort: String {
        get { self[SortKey.self] }
        set { self[SortKey.self] = newValue }
    }
}

private struct SortReader: HookView {
    var hookBody: some View {
        let sort = useEnvironment(\.sort)
        let scheme = useEnvironment(\.colorScheme)
        Text("\(sort) \(scheme)")
    }
}

private struct MissingProvider: HookView {
    var hookBody: some View {
        Text(useContext(CountContext.self).description)
    }
}

@MainActor struct ContextTests {
    @Test("C1 a consumer reads the nearest provider's value")
    func nearestProvider() {
        let host = TestHost(
            NameContext.Provider(value: "outer") {
                VStack {
                    NameContext.Consumer { Text("first \($0)") }
                    NameContext.Provider(value: "inner") {
                        NameContext.Consumer { Text("second \($0)") }
                    }
                }
            })
        #expect(host.dump() == "VStack\n  Text \"first outer\"\n  Text \"second inner\"")
    }

    @Test("C1 useContext without a provider stops with a message naming the type")
    func missingProvider() async throws {
        let result = try #require(
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { _ = TestHost(MissingProvider()) }
            })
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("Int") && message.contains("MissingProvider"))
    }

    @Test(
        "C2 a new provider value re-renders its consumers below a component that did not re-render")
    func providerRerendersConsumers() throws {
        let log = Log()
        let host = makeHost(log: log)
        host.render(ProviderRoot(providerOutside: false))
        _ = log.take()
        try host.tap(text: "rename")
        #expect(log.take() == ["render NameReader"])
        #expect(host.find(text: "name aa") != nil)
    }

    @Test("C3 an environment change re-renders only the components that read the changed key")
    func environmentChangeRerendersReaders() throws {
        let log = Log()
        let host = makeHost(log: log)
        host.render(ProviderRoot(providerOutside: true))
        _ = log.take()
        try host.tap(text: "dark")
        #expect(log.take() == ["render SchemeReader"])
        #expect(host.find(text: "scheme dark") != nil)
    }

    @Test(
        "C2 C3 a provider's new value above an unchanged .colorScheme re-renders its consumers only, not the scheme's readers"
    )
    func unchangedWriterBelowChangedProvider() throws {
        let log = Log()
        let host = makeHost(log: log)
        host.render(ProviderRoot(providerOutside: true))
        #expect(log.take().filter { $0 == "render SchemeReader" }.count == 1)
        try host.tap(text: "rename")
        #expect(log.take() == ["render NameReader"])
        #expect(host.find(text: "name aa") != nil)
        try host.tap(text: "dark")
        #expect(log.take() == ["render SchemeReader"])
        #expect(host.find(text: "scheme dark") != nil)
    }

    @Test("C4 .environment and .colorScheme override for a subtree only; custom keys work")
    func subtreeOverride() {
        let host = TestHost(
            VStack {
                SortReader()
                SortReader().environment(\.sort, "desc").colorScheme(.dark)
                SortReader()
            })
        #expect(
            host.dump()
                == "VStack\n  Text \"asc light\"\n  Text \"desc dark\"\n  Text \"asc light\"")
    }
}
