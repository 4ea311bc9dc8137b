import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// Reads the color scheme; logs each render.
private struct SchemeReader: HookView {
    var hookBody: some View {
        let scheme = useEnvironment(\.colorScheme)
        useLog()("render SchemeReader")
        Text("scheme \(scheme)")
    }
}

/// Reads nothing from the environment but the log.
private struct Unrelated: HookView {
    var hookBody: some View {
        useLog()("render Unrelated")
        Text("unrelated")
    }
}

/// The same view on every render: only environment changes reach below it.
private struct Rows: View, Equatable {
    var body: some View {
        VStack {
            SchemeReader()
            Unrelated()
        }
    }
}

@MainActor struct RootEnvironmentTests {
    @Test("C3 a new root environment re-renders only the readers of a changed key")
    func rootEnvironmentChange() {
        let log = Log()
        let host = makeHost(log: log)
        host.render(Rows())
        #expect(log.take() == ["render SchemeReader", "render Unrelated"])

        host.render(Rows())
        #expect(log.take().isEmpty, "same view, same environment: nothing renders")

        var environment = host.renderer.environment
        environment.colorScheme = .dark
        host.renderer.environment = environment
        #expect(log.take().isEmpty, "the change waits for the next render")
        host.render(Rows())
        #expect(log.take() == ["render SchemeReader"])
        #expect(host.find(text: "scheme dark") != nil)

        host.renderer.environment = environment
        host.render(Rows())
        #expect(log.take().isEmpty, "the same values again: no reader sees a change")
    }
}
