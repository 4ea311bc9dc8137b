import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

private struct Inspector: HookView {
    let answers: [Bool]

    var hookBody: some View {
        let isOpen = useState(true)
        let asked = useRef(0)
        Window("Main") {
            Button("Show inspector") { isOpen.wrappedValue = true }
            Text("inspector \(isOpen.wrappedValue ? "open" : "closed")")
        }
        Window("Inspector", isPresented: isOpen) { Text("inspecting") }
            .onCloseRequest {
                asked.current += 1
                return answers[min(asked.current, answers.count) - 1]
            }
    }
}

private struct Documents: HookView {
    var hookBody: some View {
        let names = useState(["a.json", "b.json"])
        WindowGroup(names, id: \.self) { name, isOpen in
            Window(name, isPresented: isOpen) { Text("editing \(name)") }
        }
    }
}

private struct SheetOwner: HookView {
    var hookBody: some View {
        let showsSheet = useState(false)
        Window("Owner") {
            Button("Settings") { showsSheet.wrappedValue = true }
                .sheet(isPresented: showsSheet, title: "Settings") { Text("in the sheet") }
        }
    }
}

@MainActor struct WindowStateTests {
    private static func window(_ title: String, in host: TestHost) -> TestWidget? {
        host.findAll(role: .window).first { $0.text == title }
    }

    @Test("a window closed by a person sets its binding false and can be reopened")
    func closedWindowUpdatesItsBinding() async throws {
        let host = TestHost(Inspector(answers: [true]))
        let inspector = try #require(Self.window("Inspector", in: host))
        #expect(host.find(text: "inspecting") != nil)
        #expect(try await host.close(inspector))
        #expect(host.find(text: "inspector closed") != nil)
        #expect(host.find(text: "inspecting") == nil, "the content unmounts")
        #expect((Self.window("Inspector", in: host)?.view as? Window)?.isShown == false)
        try host.tap(text: "Show inspector")
        #expect(host.find(text: "inspecting") != nil)
        #expect((Self.window("Inspector", in: host)?.view as? Window)?.isShown == true)
    }

    @Test("onCloseRequest answering false keeps the window open")
    func closeRequestCanVeto() async throws {
        let host = TestHost(Inspector(answers: [false, true]))
        let inspector = try #require(Self.window("Inspector", in: host))
        #expect(try await host.close(inspector) == false)
        #expect(host.find(text: "inspecting") != nil)
        #expect(try await host.close(try #require(Self.window("Inspector", in: host))))
        #expect(host.find(text: "inspecting") == nil)
    }

    @Test("closing a window of a WindowGroup removes its document")
    func windowGroupClosesDocuments() async throws {
        let host = TestHost(Documents())
        #expect(host.findAll(role: .window).map(\.text) == ["a.json", "b.json"])
        try await host.close(try #require(Self.window("a.json", in: host)))
        #expect(host.findAll(role: .window).map(\.text) == ["b.json"])
    }

    @Test("a sheet mounts its content while presented and closing it sets the binding false")
    func sheetFollowsItsBinding() async throws {
        let host = TestHost(SheetOwner())
        #expect(host.find(text: "in the sheet") == nil)
        try host.tap(text: "Settings")
        #expect(host.find(text: "in the sheet") != nil)
        let sheet = try #require(host.findAll(role: .window).first { $0.view is Sheet })
        try await host.close(sheet)
        #expect(host.find(text: "in the sheet") == nil)
    }

    @Test("window size and state modifiers set its props")
    func windowModifiers() {
        let maximized = Binding.constant(true)
        let window = Window("W") { Text("w") }
            .minimumSize(width: 200, height: 100)
            .resizable(false)
            .maximized(maximized)
            .fullscreen(.constant(false))
        #expect(window.minimumWidth == 200 && window.minimumHeight == 100)
        #expect(window.isResizable == false)
        #expect(window.isMaximized?.wrappedValue == true)
        #expect(window.isFullscreen?.wrappedValue == false)
    }
}
