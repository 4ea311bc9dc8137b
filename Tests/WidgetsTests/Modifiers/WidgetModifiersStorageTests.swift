import Reconciler
import Testing

@_spi(Toolkit) @testable import Widgets

/// Sparse modifiers: a widget without modifiers carries one empty reference,
/// and copies share the fields until one of them changes.
@MainActor struct WidgetModifiersStorageTests {
    @Test("modifiers take the room of one reference, whatever fields they have")
    func sizeOfOneReference() {
        #expect(MemoryLayout<WidgetModifiers>.size == MemoryLayout<AnyObject?>.size)
    }

    @Test("a widget without modifiers stores nothing for them")
    func noModifiersNoStorage() {
        #expect(Text("plain").modifiers.storage == nil)
        #expect(Button("go") {}.modifiers.storage == nil)
        #expect(WidgetModifiers() == Text("plain").modifiers)
    }

    @Test("modifiers are unset until a field is set, even when it is set back to its default")
    func unsetUntilAFieldIsSet() {
        var modifiers = WidgetModifiers()
        #expect(modifiers.isUnset)
        modifiers.tooltip = "tip"
        modifiers.tooltip = nil
        #expect(!modifiers.isUnset)
        #expect(modifiers == WidgetModifiers())
    }

    @Test("a modifier that sets no field stores nothing")
    func conditionalClassOffStoresNothing() throws {
        let modified = WidgetModifier { if false { $0.cssClasses.append("danger") } }
            .apply(to: HStack { Text("row") })
        let stack = try #require(modified as? HStack)
        #expect(stack.modifiers.storage == nil)
    }

    @Test("copies share their fields until one changes, and the change stays in that copy")
    func copyOnWrite() {
        var first = WidgetModifiers()
        first.cssClasses = ["flat"]
        var second = first
        #expect(first.storage === second.storage)
        second.width = 40
        #expect(first.storage !== second.storage)
        #expect(first.width == nil)
        #expect(second.width == 40)
        #expect(second.cssClasses == ["flat"])
        #expect(first != second)
    }

    @Test("a field set back to its default equals no modifiers")
    func backToDefaultEqualsNone() {
        var modifiers = WidgetModifiers()
        modifiers.padding.top = 8
        modifiers.isDisabled = true
        #expect(modifiers != WidgetModifiers())
        modifiers.padding.top = 0
        modifiers.isDisabled = false
        #expect(modifiers == WidgetModifiers())
        #expect(WidgetModifiers() == modifiers)
    }

    @Test("a modifier on a widget changes a copy, never the value it was given")
    func applyLeavesTheOriginal() throws {
        var button = Button("go") {}
        button.modifiers.tooltip = "before"
        let changed = WidgetModifier { $0.tooltip = "after" }.apply(to: button)
        #expect(try #require(changed as? Button).modifiers.tooltip == "after")
        #expect(button.modifiers.tooltip == "before")
    }
}
