import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// A setter written as a SwiftUI user writes it, with no type annotation,
/// in a function that is not main-actor isolated.
private func nonisolatedBinding(_ box: Box) -> Binding<Bool> {
    Binding(get: { box.count > 0 }, set: { box.count = $0 ? 1 : 0 })
}

@MainActor private final class Box {
    var count = 0
}

/// The spellings a SwiftUI user types first compile and mean what they say.
@MainActor struct SwiftUISpellingsTests {
    @Test("Binding(get:set:) takes setters without type annotations in every usual shape")
    func bindingSetterShapes() throws {
        var count = 0
        var seen: Set<Int> = []
        let host = TestHost(
            VStack {
                Toggle("plain", isOn: Binding(get: { count > 0 }, set: { count = $0 ? 1 : 0 }))
                Toggle(
                    "named",
                    isOn: Binding(
                        get: { count > 1 },
                        set: { newValue in
                            count = newValue ? 2 : 0
                            seen.insert(count)
                        }))
                Toggle(
                    "statement if",
                    isOn: Binding(
                        get: { seen.contains(7) },
                        set: { if $0 { seen.insert(7) } else { seen.remove(7) } }))
                Toggle(
                    "trailing",
                    isOn: Binding {
                        count > 2
                    } set: {
                        count = $0 ? 3 : 0
                    })
                Slider(
                    value: Binding(get: { Double(count) }, set: { count = Int($0) }), in: 0...10)
            })
        try host.toggle(#require(host.find(text: "plain")))
        #expect(count == 1)
        try host.toggle(#require(host.find(text: "named")))
        #expect(count == 2 && seen == [2])
        try host.toggle(#require(host.find(text: "statement if")))
        #expect(seen.contains(7))
        try host.toggle(#require(host.find(text: "trailing")))
        #expect(count == 3)
        let box = Box()
        nonisolatedBinding(box).wrappedValue = true
        #expect(box.count == 1)
    }
}
