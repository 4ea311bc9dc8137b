import Hooks
import Testing

private struct CountKey: EnvironmentKey {
    static let defaultValue = 0
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
}
