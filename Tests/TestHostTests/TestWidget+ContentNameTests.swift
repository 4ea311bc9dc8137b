import TestHost
import Testing
import Widgets

@MainActor struct TestWidgetContentNameTests {
    @Test("G124 a button of custom content is named after the texts inside, unless labelled")
    func customContent() throws {
        let host = TestHost(
            VStack {
                Button(action: {}) {
                    HStack {
                        Image(iconName: "edit-clear-symbolic")
                        Text("Reset")
                        Text("all")
                    }
                }
                Button(action: {}) { Text("Inner") }.accessibilityLabel("Outer")
                Button(action: {}) { Image(iconName: "edit-clear-symbolic") }
            })
        let buttons = host.widgets.filter { $0.view is Button }
        #expect(buttons.map(\.accessibleName) == ["Reset all", "Outer", nil])
        host.unmount()
    }
}
