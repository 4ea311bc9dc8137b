import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

private struct Toolbar: View {
    var body: some View {
        HStack {
            Text("Ready")
            Button("Save") {}.accessibilityLabel("Action")
            Button("Open") {}.accessibilityLabel("Action")
            Text("Ready")
        }
    }
}

@MainActor struct TestHostQueriesTests {
    @Test("find returns the first match by text, role, label and type")
    func findsTheFirstMatch() {
        let host = TestHost(Toolbar())
        #expect(host.find(text: "Open")?.role == .button)
        #expect(host.find(role: .button)?.text == "Save")
        #expect(host.find(label: "Action")?.text == "Save")
        #expect(host.find(type: Text.self)?.text == "Ready")
        #expect(host.find(text: "Close") == nil)
    }

    @Test("findAll returns every match by text, role, label and type, in tree order")
    func findsEveryMatch() {
        let host = TestHost(Toolbar())
        #expect(host.findAll(text: "Ready").count == 2)
        #expect(host.findAll(role: .button).map(\.text) == ["Save", "Open"])
        #expect(host.findAll(label: "Action").map(\.text) == ["Save", "Open"])
        #expect(host.findAll(type: Text.self).count == 2)
        #expect(host.findAll(label: "Missing").isEmpty)
    }
}
