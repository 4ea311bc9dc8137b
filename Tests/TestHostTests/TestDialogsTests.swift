import AppServices
import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

struct Notes: HookView {
    var hookBody: some View {
        let dialogs = useEnvironment(\.dialogs)
        let status = useState("none")
        VStack {
            Text(status.wrappedValue)
            Button("Delete") {
                Task {
                    let alert = Alert(
                        "Delete the note?", actions: [.cancel("Keep"), .destructive("Delete")])
                    status.wrappedValue = await dialogs.alert(alert) == 1 ? "deleted" : "kept"
                }
            }
            Button("Open") {
                Task {
                    let path = await dialogs.file(
                        FileDialog(.open, filters: [FileFilter("Text", patterns: ["*.txt"])]))
                    status.wrappedValue = path ?? "cancelled"
                }
            }
        }
    }
}

struct TestDialogsTests {
    @Test("an alert is recorded and answered from the script")
    func alertAnswered() async throws {
        let host = TestHost(Notes())
        host.dialogs.alertAnswers = [1]
        try host.tap(text: "Delete")
        await host.settle()
        #expect(host.dialogs.alerts.map(\.title) == ["Delete the note?"])
        #expect(host.find(text: "deleted") != nil)
        try host.tap(text: "Delete")
        await host.settle()
        #expect(host.find(text: "kept") != nil)
    }

    @Test("a file dialog is recorded and answered from the script")
    func fileAnswered() async throws {
        let host = TestHost(Notes())
        host.dialogs.fileAnswers = ["/tmp/a.txt"]
        try host.tap(text: "Open")
        await host.settle()
        #expect(host.dialogs.fileDialogs.first?.filters.first?.patterns == ["*.txt"])
        #expect(host.find(text: "/tmp/a.txt") != nil)
    }
}
