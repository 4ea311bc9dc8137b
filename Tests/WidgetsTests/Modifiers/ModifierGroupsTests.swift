import Reconciler
import TestHost
import Testing

@_spi(Toolkit) @testable import Widgets

/// The groups a value's fields were written in: a host compares and applies
/// only the groups the old or the new value has, so each setter must record
/// its group, and a value without a group's modifiers must not have it.
@MainActor struct ModifierGroupsTests {
    /// The modifiers of the one widget `view` renders to, as mounted.
    private func mounted(_ view: some View) throws -> WidgetModifiers {
        try #require(TestHost(view).root.children.first?.modifiers)
    }

    @Test("layout modifiers and style classes put no group in the value")
    func layoutAndClassesHaveNoGroup() throws {
        let modifiers = try mounted(Button("go") {}.cssClass("flat").padding(4).frame(width: 20))
        #expect(!modifiers.isUnset)
        #expect(modifiers.groups == .empty)
        #expect(WidgetModifiers().groups == .empty)
    }

    @Test("each group's fields put the group in the value, and no other group")
    func eachFieldRecordsItsGroup() {
        let writes: [(ModifierGroups, (inout WidgetModifiers) -> Void)] = [
            (.style, { $0.foregroundColor = .red }),
            (.style, { $0.background = .blue }),
            (.style, { $0.fontSize = 12 }),
            (.style, { $0.fontWeight = .bold }),
            (.style, { $0.theme = .dark }),
            (.appearance, { $0.appearance.opacity = 0.5 }),
            (.pointerInput, { $0.pointerInput.scroll = { _ in } }),
            (.dataExchange, { $0.dataExchange.move = { _, _ in } }),
            (.keyInput, { $0.keyInput.submits.append {} }),
            (.focus, { $0.focus.isFocusable = true }),
        ]
        let all: [ModifierGroups] = [
            .style, .appearance, .pointerInput, .dataExchange, .keyInput, .focus,
        ]
        for (group, write) in writes {
            var modifiers = WidgetModifiers()
            write(&modifiers)
            #expect(modifiers.groups == group)
            for other in all where other != group { #expect(!modifiers.groups.contains(other)) }
        }
    }

    @Test("view modifiers record their groups, and copies keep them")
    func viewModifiersRecordGroups() throws {
        let modifiers = try mounted(Text("a").onTapGesture {}.onSubmit {}.opacity(0.5))
        let groups = modifiers.groups
        #expect(groups.contains(.pointerInput))
        #expect(groups.contains(.keyInput))
        #expect(groups.contains(.appearance))
        #expect(!groups.contains(.dataExchange))
        #expect(!groups.contains(.focus))
        #expect(!groups.contains(.style))
        var copy = modifiers
        copy.width = 10
        #expect(copy.groups == groups)
    }

    @Test("a group stays once written, even back to its defaults, and compares by value")
    func groupStaysAfterDefault() {
        var modifiers = WidgetModifiers()
        modifiers.pointerInput.scroll = { _ in }
        modifiers.pointerInput = PointerInput()
        #expect(modifiers.groups.contains(.pointerInput))
        #expect(modifiers == WidgetModifiers())
    }
}
