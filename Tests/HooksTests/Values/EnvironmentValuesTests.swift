import Hooks
import Testing

private struct CountKey: EnvironmentKey {
    static let defaultValue = 0
}

private struct NameKey: EnvironmentKey {
    static let defaultValue = ""
}

extension EnvironmentValues {
    fileprivate var name: String { self[NameKey.self] }
}

@Suite("EnvironmentValues")
struct EnvironmentValuesTests {
    @Test("C4 a key reads its default until set, and a copy is independent")
    func defaultsAndCopies() {
        var environment = EnvironmentValues()
        #expect(environment[CountKey.self] == 0)
        #expect(environment.colorScheme == .light)
        let copy = environment
        environment[CountKey.self] = 3
        environment.colorScheme = .dark
        #expect(environment[CountKey.self] == 3)
        #expect(environment.colorScheme == .dark)
        #expect(copy[CountKey.self] == 0)
    }

    @Test("C1 Context<T> is its own key and holds nil without a provider")
    func contextKey() {
        var environment = EnvironmentValues()
        #expect(environment[Context<String>.self] == nil)
        environment[Context<String>.self] = "provided"
        #expect(environment[Context<String>.self] == "provided")
        #expect(environment[Context<Int>.self] == nil)
    }

    @Test("C1 an optional context type keeps a provided nil apart from no provider")
    func optionalContext() {
        var environment = EnvironmentValues()
        environment[Context<Int?>.self] = .some(nil)
        #expect(environment[Context<Int?>.self] == .some(nil))
    }

    @Test(
        "C3 overlay carries the writes between two environments onto a third, keeping their stamps"
    )
    @MainActor func overlay() {
        var oldParent = EnvironmentValues()
        oldParent[NameKey.self] = "old"
        var oldInner = oldParent
        oldInner.colorScheme = .dark
        var newParent = oldParent
        newParent[NameKey.self] = "new"
        newParent[CountKey.self] = 2

        var inner = newParent
        inner.overlay(changesFrom: oldParent, to: oldInner)

        #expect(inner.colorScheme == .dark)
        #expect(inner[NameKey.self] == "new")
        #expect(inner[CountKey.self] == 2)
        let readsScheme = HookDispatcher(componentName: "ReadsScheme") {}
        _ = readsScheme.render { useEnvironment(\.colorScheme) }
        #expect(!readsScheme.readsChanges(from: oldInner, to: inner))
        let readsName = HookDispatcher(componentName: "ReadsName") {}
        _ = readsName.render { useEnvironment(\.name) }
        #expect(readsName.readsChanges(from: oldInner, to: inner))
    }
}
