import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

private enum Flavor: String, CaseIterable { case vanilla, chocolate }

/// Every bound control, with its value shown in a label.
private struct Form: HookView {
    var hookBody: some View {
        let name = useState("")
        let secret = useState("")
        let notes = useState("")
        let agreed = useState(false)
        let volume = useState(0.5)
        let copies = useState(1)
        let flavor = useState(Flavor.vanilla)
        let submitted = useState(false)
        VStack {
            TextField("Name", text: name) { submitted.wrappedValue = true }
            SecureField("Password", text: secret)
            TextEditor(text: notes)
            Toggle("Agree", isOn: agreed).toggleStyle(.checkbox)
            Slider(value: volume, in: 0...1)
            Stepper("Copies", value: copies, in: 1...5)
            Picker("Flavor", selection: flavor, options: Flavor.allCases) { $0.rawValue }
            Text(
                "\(name.wrappedValue)|\(secret.wrappedValue)|\(notes.wrappedValue)|"
                    + "\(agreed.wrappedValue)|\(volume.wrappedValue)|\(copies.wrappedValue)|"
                    + "\(flavor.wrappedValue)|\(submitted.wrappedValue)")
        }
    }
}

@MainActor struct ControlsTests {
    @Test("typing, toggling, adjusting and selecting write through the bindings")
    func boundControls() throws {
        let host = TestHost(Form())
        try host.type("Ada", into: try #require(host.find(role: .textField)))
        try host.submit(try #require(host.find(role: .textField)))
        try host.type("pw", into: try #require(host.find(role: .secureField)))
        try host.type("note", into: try #require(host.find(role: .textEditor)))
        try host.toggle(try #require(host.find(role: .toggle)))
        try host.adjust(try #require(host.find(role: .slider)), to: 2)
        try host.adjust(try #require(host.find(role: .stepper)), to: 3.4)
        try host.select(1, in: try #require(host.find(role: .picker)))
        #expect(host.find(text: "Ada|pw|note|true|1.0|3|chocolate|true") != nil)
        #expect(host.find(role: .picker)?.text == "chocolate")
        #expect(host.find(role: .toggle)?.as(Toggle.self)?.style == .checkbox)
    }

    @Test("K7 typing into a text or secure field is one update of its value")
    func fieldUpdates() throws {
        let host = TestHost(Form())
        host.clearTranscript()
        try host.type("Ada", into: try #require(host.find(role: .textField)))
        try host.type("pw", into: try #require(host.find(role: .secureField)))
        let updates = host.transcript.map(\.description).filter { $0.contains("Field#") }
        #expect(updates.count == 2)
        #expect(updates.allSatisfy { $0.hasSuffix(" value") })
    }

    @Test("an action on a widget that cannot do it throws with the tree")
    func wrongAction() throws {
        let host = TestHost(Text("plain"))
        #expect(throws: TestHostError.self) { try host.tap(text: "plain") }
        #expect(throws: TestHostError.self) { try host.tap(text: "missing") }
    }

    @Test("a window puts its header bar with toolbar items before its content")
    func window() throws {
        var opened = false
        let host = TestHost(
            Window("Notes", width: 800) {
                Text("body")
            } toolbar: {
                ToolbarItem(placement: .end) {
                    Menu(iconName: "open-menu-symbolic") {
                        MenuItem("Open", shortcut: KeyboardShortcut("o")) { opened = true }
                    }
                }
            })
        #expect(
            host.dump() == """
                Window "Notes"
                  HeaderBar "Notes"
                    ToolbarItem
                      Menu
                        MenuItem "Open"
                  Text "body"
                """)
        try host.tap(text: "Open")
        #expect(opened)
    }

    @Test("buttons with icons or custom labels, links, images, progress and layout widgets render")
    func vocabulary() throws {
        var linkOpened = false
        let host = TestHost(
            ScrollView {
                HStack(spacing: 4) {
                    Button(iconName: "window-close-symbolic") {}
                    Button(action: {}) { Image(iconName: "list-add-symbolic") }
                    Link("Docs", destination: "https://example.org") { linkOpened = true }
                    Spacer()
                    Divider()
                    ProgressView(value: 0.3)
                    ZStack { Image(file: "/tmp/a.png") }
                    Grid { GridRow { Text("cell") } }
                    List([1, 2], id: \.self) { Text("row \($0)") }
                }
            })
        #expect(host.find(role: .button)?.as(Button.self)?.iconName == "window-close-symbolic")
        #expect(host.findAll(role: .image).count == 2)
        #expect(host.find(text: "row 2") != nil)
        try host.tap(text: "Docs")
        #expect(linkOpened)
    }
}
