import Hooks
import HooksTesting
import Testing

@MainActor
@Suite("useContext")
struct UseContextTests {
    @Test("C1 a consumer reads the provided value")
    func readsProvidedValue() {
        let tester = HookTester(
            { useContext(Context<Int>.self) }, environment: { $0[Context<Int>.self] = 42 })
        #expect(tester.value == 42)
    }

    @Test("C1 the nearest provider wins: a later write replaces an earlier one")
    func nearestProvider() {
        var environment = EnvironmentValues()
        environment[Context<String>.self] = "outer"
        environment[Context<String>.self] = "inner"
        let tester = HookTester(
            { useContext(Context<String>.self) }, environment: { $0 = environment })
        #expect(tester.value == "inner")
    }

    @Test("C1 a Binding context writes through, as in SwiftUI Hooks' ColorSchemeContext")
    func bindingContext() {
        let scheme = HookTester { useState(ColorScheme.light) }
        let consumer = HookTester(
            { useContext(Context<Binding<ColorScheme>>.self) },
            environment: { $0[Context<Binding<ColorScheme>>.self] = scheme.value })
        consumer.value.wrappedValue = .dark
        #expect(scheme.value.wrappedValue == .dark)
    }

    @Test("C1 without a provider useContext stops with a message naming the type")
    func missingProviderStops() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = HookTester { useContext(Context<Int>.self) }
            }
        }
        .map { result in
            let text = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(
                text.contains(
                    "useContext(Context<Int>.self) in HookTester found no Context<Int>.Provider "
                        + "above it; wrap the component in Context<Int>.Provider(value:) { ... }"))
        }
    }
}
