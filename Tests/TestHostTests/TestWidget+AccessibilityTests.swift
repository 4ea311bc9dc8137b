import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

private struct Settings: View {
    var body: some View {
        VStack {
            Text("Sound").accessibilityAddTraits(.isHeader)
            Slider(value: .constant(40), in: 0...100)
                .accessibilityLabel("Volume")
                .accessibilityHint("Changes how loud every sound is")
                .accessibilityValue("40 percent")
            HStack { Text("decoration") }.accessibilityHidden(true)
        }
    }
}

@MainActor struct TestWidgetAccessibilityTests {
    @Test("G107 a component test reads the hint, value, hidden state and traits")
    func readsTheAccessibilityDetails() throws {
        let host = TestHost(Settings())
        let slider = try #require(host.find(label: "Volume"))
        #expect(slider.hint == "Changes how loud every sound is")
        #expect(slider.accessibilityValue == "40 percent")
        #expect(!slider.isAccessibilityHidden)
        #expect(slider.accessibilityTraits.isEmpty)
        #expect(host.find(text: "Sound")?.accessibilityTraits == .isHeader)
        let decoration = try #require(host.find(text: "decoration"))
        #expect(decoration.isAccessibilityHidden, "hidden through the stack above it")
    }
}

@MainActor struct TestWidgetAccessibleNameTests {
    @Test("G108 a control's name is its label, else its title or placeholder")
    func namesControlsByDefault() {
        let host = TestHost(
            VStack {
                Button("Save") {}
                Button(iconName: "list-add-symbolic") {}
                Button(iconName: "edit-delete-symbolic") {}.accessibilityLabel("Delete")
                Toggle("Bold", isOn: .constant(true))
                Picker("Size", selection: .constant("S"), options: ["S", "M"])
                TextField("Your name", text: .constant(""))
            })
        let names = host.widgets.filter { $0.role != .group }.map(\.accessibleName)
        #expect(names == ["Save", nil, "Delete", "Bold", "Size", "Your name"], "\(host.dump())")
    }
}
