import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

private enum Size: Hashable { case small, large }

private struct Settings: HookView {
    let log: Recorder

    var hookBody: some View {
        let wrap = useState(false)
        let size = useState(Size.small)
        VStack {
            Text("wrap \(wrap.wrappedValue), \(size.wrappedValue)")
            Menu("View") {
                MenuItem("Word wrap", isOn: wrap)
                Divider()
                MenuSection("Size") {
                    MenuItem("Small", value: Size.small, selection: size)
                    MenuItem("Large", value: Size.large, selection: size)
                }
                Menu("More") {
                    MenuItem("Reset") { log.values.append("reset") }
                    MenuItem("Erase") { log.values.append("erase") }.disabled()
                }
            }
        }
    }
}

@MainActor private final class Recorder {
    var values: [String] = []
}

@MainActor struct MenuTests {
    @Test("sections, submenus and dividers stay in the tree, where items are found and fired")
    func structure() throws {
        let log = Recorder()
        let host = TestHost(Settings(log: log))
        #expect(
            host.dump() == """
                VStack
                  Text "wrap false, small"
                  Menu "View"
                    MenuItem "Word wrap"
                    Divider
                    MenuSection "Size"
                      MenuItem "Small"
                      MenuItem "Large"
                    Menu "More"
                      MenuItem "Reset"
                      MenuItem "Erase" disabled
                """)
        try host.tap(text: "Reset")
        #expect(log.values == ["reset"])
        host.unmount()
    }

    @Test("a disabled item's action does not run")
    func disabledItem() throws {
        let log = Recorder()
        let host = TestHost(Settings(log: log))
        try host.tap(text: "Erase")
        #expect(log.values.isEmpty)
        host.unmount()
    }

    @Test("check and radio items show and write their bindings")
    func checkAndRadio() throws {
        let host = TestHost(Settings(log: Recorder()))
        #expect(host.find(text: "Word wrap")?.as(MenuItem.self)?.kind == .check(isOn: false))
        #expect(host.find(text: "Small")?.as(MenuItem.self)?.kind == .radio(isSelected: true))
        try host.tap(text: "Word wrap")
        try host.tap(text: "Large")
        #expect(host.find(text: "wrap true, large") != nil)
        #expect(host.find(text: "Word wrap")?.as(MenuItem.self)?.kind == .check(isOn: true))
        #expect(host.find(text: "Small")?.as(MenuItem.self)?.kind == .radio(isSelected: false))
        #expect(host.find(text: "Large")?.as(MenuItem.self)?.kind == .radio(isSelected: true))
        host.unmount()
    }

    @Test("only menu content is menu content: Text and Button do not compile in a menu")
    func menuContentTypes() {
        let menuContent: [Any.Type] = [
            MenuItem.self, Divider.self, Menu.self, MenuSection.self,
            ModifiedView<MenuItem, WidgetModifier>.self,
        ]
        #expect(menuContent.allSatisfy { $0 is any MenuContent.Type })
        let others: [Any.Type] = [Text.self, Button.self, VStack.self, Toggle.self]
        #expect(others.allSatisfy { !($0 is any MenuContent.Type) })
    }
}
