import Hooks
import HooksTesting
import Testing

private struct SortOrderKey: EnvironmentKey {
    static var defaultValue: String { "ascending" }
}

extension EnvironmentValues {
    fileprivate var sortOrder: String {
        get { self[SortOrderKey.self] }
        set { self[SortOrderKey.self] = newValue }
    }
}

@MainActor
@Suite("useEnvironment")
struct UseEnvironmentTests {
    @Test("C4 built-in and custom keys read their default without an override")
    func defaults() {
        let tester = HookTester { (useEnvironment(\.colorScheme), useEnvironment(\.sortOrder)) }
        #expect(tester.value == (.light, "ascending"))
    }

    @Test("C4 custom keys work like built-in ones")
    func overrides() {
        let tester = HookTester(
            { (useEnvironment(\.colorScheme), useEnvironment(\.sortOrder)) },
            environment: {
                $0.colorScheme = .dark
                $0.sortOrder = "descending"
            })
        #expect(tester.value == (.dark, "descending"))
    }

    @Test("C3 a component reports changes only for the keys it read")
    func readsOnlyItsKeys() {
        let dispatcher = HookDispatcher(componentName: "Probe") {}
        dispatcher.render { _ = useEnvironment(\.sortOrder) }
        let old = EnvironmentValues()
        var sorted = old
        sorted.sortOrder = "descending"
        var dark = old
        dark.colorScheme = .dark
        #expect(dispatcher.readsChanges(from: old, to: sorted))
        #expect(!dispatcher.readsChanges(from: old, to: dark))
    }
}
