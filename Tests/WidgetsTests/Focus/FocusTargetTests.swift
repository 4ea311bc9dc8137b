import Hooks
import Reconciler
import TestHost
import Testing

@testable import Widgets

/// What the focus modifiers put into a widget's modifiers.
@MainActor struct FocusTargetTests {
    private func mounted(_ view: some View) throws -> WidgetModifiers {
        try #require(TestHost(view).root.children.first?.modifiers)
    }

    @Test("focusable sets the widget's focusability; an unmarked widget has none")
    func focusability() throws {
        #expect(try mounted(Text("a")).focus == FocusTarget())
        #expect(try mounted(Text("a").focusable()).focus.isFocusable == true)
        #expect(try mounted(Text("a").focusable(false)).focus.isFocusable == false)
    }

    @Test("each .focused adds a binding, focused when its state names the view")
    func bindings() throws {
        let value = Box<Int?>(2)
        let state = FocusState(
            binding: Binding(get: { value.value }, set: { value.value = $0 }), unfocusedValue: nil)
        let modifiers = try mounted(Text("a").focused(state, equals: 1).focused(state, equals: 2))
        #expect(modifiers.focus.bindings.map(\.isFocused).sorted { !$0 && $1 } == [false, true])
        #expect(modifiers.focus.isFocused)
        modifiers.focus.bindings.first { !$0.isFocused }?.entered()
        #expect(value.value == 1)
        modifiers.focus.bindings.first { $0.isFocused }?.left()
        #expect(value.value == 1, "leaving a view the state no longer names writes nothing")
    }

    @Test("a binding claims its state's value while the state names it; keyed by state and value")
    func claims() throws {
        let value = Box<Int?>(2)
        let binding = Binding(get: { value.value }, set: { value.value = $0 })
        let one = Box(0)
        let other = Box(0)
        let state = FocusState(
            binding: binding, unfocusedValue: nil, identity: ObjectIdentifier(one))
        let target = try mounted(Text("a").focused(state, equals: 2)).focus
        let key = FocusKey(state: ObjectIdentifier(one), value: AnyHashable(2))
        #expect(target.claims(key))
        #expect(!target.claims(FocusKey(state: ObjectIdentifier(one), value: AnyHashable(1))))
        #expect(!target.claims(FocusKey(state: ObjectIdentifier(other), value: AnyHashable(2))))
        value.value = nil
        #expect(try !mounted(Text("a").focused(state, equals: 2)).focus.claims(key))
        let anonymous = FocusState(binding: binding, unfocusedValue: nil)
        value.value = 2
        #expect(try !mounted(Text("a").focused(anonymous, equals: 2)).focus.claims(key))
    }

    @Test("targets are equal when they focus alike, whatever their closures")
    func equality() {
        var lhs = FocusTarget()
        var rhs = FocusTarget()
        lhs.bindings = [FocusBinding(isFocused: true, entered: {}, left: {})]
        rhs.bindings = [FocusBinding(isFocused: true, entered: { print("other") }, left: {})]
        #expect(lhs == rhs)
        rhs.bindings = [FocusBinding(isFocused: false, entered: {}, left: {})]
        #expect(lhs != rhs)
    }
}

/// A value the test's binding reads and writes.
@MainActor private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
