import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

private enum Field: Hashable { case title, body }

/// A title and a body field tied to one focus state, a button that moves
/// the focus, and a line showing the state.
private struct Editor: HookView {
    var hookBody: some View {
        let focus = useFocusState(Field?.self)
        let title = useState("")
        let body = useState("")
        VStack {
            Text("Focus: \(focus.wrappedValue.map { "\($0)" } ?? "none")")
            TextField("Title", text: title).focused(focus, equals: .title)
            TextField("Body", text: body).focused(focus, equals: .body)
            Button("Edit the body") { focus.wrappedValue = .body }
            Button("Done") { focus.wrappedValue = nil }
        }
    }
}

struct TestHostFocusTests {
    private func named(_ host: TestHost, _ name: String) -> TestWidget? {
        host.widgets.first { $0.accessibleName == name }
    }

    private func shown(_ host: TestHost) -> String? {
        host.widgets.compactMap(\.text).first { $0.hasPrefix("Focus: ") }
    }

    @Test("G110 the focus entering a .focused view writes its value; leaving writes nil")
    @MainActor func focusWritesState() throws {
        let host = TestHost(Editor())
        #expect(host.focusedWidget == nil)
        try host.focus(named(host, "Title"))
        #expect(shown(host) == "Focus: title")
        #expect(host.focusedWidget?.accessibleName == "Title")
        try host.focus(named(host, "Body"))
        #expect(shown(host) == "Focus: body")
        try host.focus(host.find(text: "Done"))
        #expect(shown(host) == "Focus: none", "a view outside the state took the focus")
        try host.focus(named(host, "Body"))
        try host.focus(nil)
        #expect(shown(host) == "Focus: none", "the focus went to the window")
        #expect(host.transcript.map(\.description).contains("focus window"))
    }

    @Test("G111 writing the state moves the focus; nil leaves it to the window")
    @MainActor func stateMovesFocus() throws {
        let host = TestHost(Editor())
        try host.focus(named(host, "Title"))
        host.clearTranscript()
        try host.tap(host.find(text: "Edit the body")!)
        #expect(host.focusedWidget?.accessibleName == "Body")
        #expect(shown(host) == "Focus: body")
        #expect(host.transcript.map(\.description).contains("focus \(host.focusedWidget!.name)"))
        try host.tap(host.find(text: "Done")!)
        #expect(host.focusedWidget == nil)
        #expect(host.transcript.map(\.description).contains("focus window"))
    }

    @Test("G113 Tab moves the focus through the focusable views in view order")
    @MainActor func tabOrder() throws {
        let host = TestHost(Editor())
        var visited: [String] = []
        for _ in 0..<5 {
            host.pressTab()
            visited.append(host.focusedWidget?.accessibleName ?? "?")
        }
        #expect(visited == ["Title", "Body", "Edit the body", "Done", "Title"])
        host.pressTab(backward: true)
        #expect(host.focusedWidget?.accessibleName == "Done")
        #expect(shown(host) == "Focus: none")
    }

    @Test("G114 .focusable(false) and disabled views are skipped by Tab; .focusable() adds a stop")
    @MainActor func focusability() throws {
        let host = TestHost(
            VStack {
                VStack { Text("Chart") }.focusable()
                Button("Off") {}.disabled(true)
                VStack { Button("Hidden from Tab") {} }.focusable(false)
                Button("On") {}
            })
        host.pressTab()
        #expect(host.focusedWidget?.children.first?.text == "Chart")
        host.pressTab()
        #expect(host.focusedWidget?.text == "On")
        #expect(throws: TestHostError.self) { try host.focus(host.find(text: "Off")) }
    }

    @Test("G115 defaultFocus names its view when it appears")
    @MainActor func defaultFocus() throws {
        struct Form: HookView {
            var hookBody: some View {
                let focus = useFocusState(Field?.self)
                let text = useState("")
                VStack {
                    TextField("Title", text: text).focused(focus, equals: .title)
                    TextField("Body", text: text).focused(focus, equals: .body)
                }
                .defaultFocus(focus, .body)
            }
        }
        let host = TestHost(Form())
        #expect(host.focusedWidget?.accessibleName == "Body")
    }

    @Test("G116 a Bool focus state is true while the focus is in its view or one inside it")
    @MainActor func boolState() throws {
        struct Search: HookView {
            var hookBody: some View {
                let searching = useFocusState()
                let query = useState("")
                VStack {
                    Text(searching.wrappedValue ? "searching" : "idle")
                    HStack { TextField("Query", text: query) }.focused(searching)
                    Button("Find") { searching.wrappedValue = true }
                }
            }
        }
        let host = TestHost(Search())
        try host.focus(named(host, "Query"))
        #expect(host.find(text: "searching") != nil)
        try host.focus(host.find(text: "Find"))
        #expect(host.find(text: "idle") != nil)
        try host.tap(host.find(text: "Find")!)
        #expect(host.focusedWidget?.accessibleName == "Query", "the first focusable view inside")
    }

    @Test("G125 a focused view replaced by one with the same value keeps the state and the focus")
    @MainActor func replacedView() throws {
        let host = TestHost(Replacing())
        let draft = try #require(named(host, "Draft title"))
        try host.focus(draft)
        try host.press(.return, in: draft)
        let title = try #require(named(host, "Title"), "the draft field was replaced")
        #expect(host.focusedWidget === title)
        #expect(shown(host) == "Focus: title", "the state kept its value")
        try host.press(.return, in: title)
        #expect(named(host, "Title") == nil)
        #expect(host.focusedWidget == nil)
        #expect(shown(host) == "Focus: none", "removed with no view to replace it")
    }
}

/// A draft title field that Enter replaces by a title field named by the
/// same state and value; Enter there removes it.
private struct Replacing: HookView {
    var hookBody: some View {
        let focus = useFocusState(Field?.self)
        let stage = useState(0)
        let title = useState("")
        VStack {
            Text("Focus: \(focus.wrappedValue.map { "\($0)" } ?? "none")")
            if stage.wrappedValue == 0 {
                TextField("Draft title", text: title).focused(focus, equals: .title)
                    .onSubmit { stage.wrappedValue = 1 }
            } else if stage.wrappedValue == 1 {
                TextField("Title", text: title).focused(focus, equals: .title)
                    .onSubmit { stage.wrappedValue = 2 }
            }
            Button("Done") { focus.wrappedValue = nil }
        }
    }
}
