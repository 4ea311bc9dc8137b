import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

// DisclosureGroup, popovers and MenuButton on TestHost: state-bound content
// mounted only while open, found by role, opened and closed by the verbs.

private struct Disclosure: HookView {
    var hookBody: some View {
        let open = useState(false)
        VStack {
            DisclosureGroup("Advanced", isExpanded: open) { Text("inside") }
            Text(open.wrappedValue ? "is open" : "is closed")
        }
    }
}

private struct Info: HookView {
    var hookBody: some View {
        let shown = useState(false)
        Button("Info") { shown.wrappedValue = true }
            .popover(isPresented: shown) { Text("details") }
    }
}

@MainActor struct ContainersTests {
    @Test("G30 a disclosure group renders its content only while open; toggle opens and closes it")
    func disclosureGroup() throws {
        let host = TestHost(Disclosure())
        let group = try #require(host.find(role: .disclosureGroup))
        #expect(group.text == "Advanced")
        #expect(host.find(text: "inside") == nil)
        try host.toggle(group)
        #expect(host.find(text: "inside") != nil)
        #expect(host.find(text: "is open") != nil)
        host.clearTranscript()
        try host.toggle(group)
        #expect(host.find(text: "inside") == nil)
        #expect(host.transcript.contains { $0.description.hasPrefix("remove Text") })
    }

    @Test("G60 a disclosure group without a binding keeps its own open state, closed at first")
    func disclosureGroupOwnState() throws {
        let host = TestHost(VStack { DisclosureGroup("Advanced") { Text("inside") } })
        let group = try #require(host.find(role: .disclosureGroup))
        #expect(host.find(text: "inside") == nil)
        try host.toggle(group)
        #expect(host.find(text: "inside") != nil)
        try host.toggle(try #require(host.find(role: .disclosureGroup)))
        #expect(host.find(text: "inside") == nil)
    }

    @Test("G32 a popover is mounted while its binding is true; close writes false")
    func popover() async throws {
        let host = TestHost(Info())
        #expect(host.find(role: .popover) != nil)
        #expect(host.find(text: "details") == nil)
        try host.tap(text: "Info")
        #expect(host.find(text: "details") != nil)
        let popover = try #require(host.find(role: .popover))
        #expect(try await host.close(popover))
        #expect(host.find(text: "details") == nil)
    }

    @Test("G33 a MenuButton keeps its open state itself or in the app's binding")
    func menuButton() async throws {
        let host = TestHost(MenuButton("Zoom") { Text("zoom level") })
        let button = try #require(host.find(role: .menu))
        #expect(button.text == "Zoom")
        #expect(button.as(PopoverButton.self) != nil)
        #expect(host.find(text: "zoom level") == nil)
        try host.tap(button)
        #expect(host.find(text: "zoom level") != nil)
        #expect(try await host.close(button))
        #expect(host.find(text: "zoom level") == nil)
    }

    @Test("G34 a Form's sections and rows are widgets queries find")
    func form() throws {
        let host = TestHost(
            Form {
                Section("Network") { Toggle("Wi-Fi", isOn: .constant(true)) }
                Section { Text("footer") }
            })
        #expect(host.find(type: Form.self) != nil)
        #expect(host.find(text: "Network")?.as(Section.self) != nil)
        #expect(host.find(text: "Wi-Fi")?.role == .toggle)
        #expect(host.dump().contains("Section \"Network\""))
    }

    @Test("G35 G36 stack alignments and frame limits are props of the views")
    func alignmentsAndLimits() throws {
        let host = TestHost(
            VStack(alignment: .leading) {
                Text("a").frame(maxWidth: 200, alignment: .trailing)
                Text("b").overlay(alignment: .topTrailing) { Text("badge") }
            })
        #expect(host.find(type: VStack.self)?.as(VStack.self)?.alignment == .leading)
        let frame = try #require(host.find(type: LimitedFrame.self)?.as(LimitedFrame.self))
        #expect(frame.limits.maxWidth == 200)
        #expect(frame.limits.alignment == .trailing)
        #expect(host.find(type: ZStack.self)?.as(ZStack.self)?.alignment == .topTrailing)
        #expect(host.find(text: "badge") != nil)
    }
}
