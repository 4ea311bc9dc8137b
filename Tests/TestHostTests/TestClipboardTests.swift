import AppServices
import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// An app value that also travels as text.
private struct Note: Hashable, Sendable, Transferable {
    var title: String
    var transferItems: [TransferItem] { [.value(self), .text(title)] }
}

private struct ClipboardView: HookView {
    var hookBody: some View {
        let clipboard = useClipboard()
        let pasted = useState("nothing")
        VStack {
            Text(pasted.wrappedValue)
            Button("Copy text") { clipboard.copy("Buy milk") }
            Button("Copy note") { clipboard.copy(Note(title: "Call mum")) }
            Button("Paste text") {
                Task { pasted.wrappedValue = await clipboard.text() ?? "no text" }
            }
            Button("Paste note") {
                Task {
                    let notes = await clipboard.paste(Note.self)
                    pasted.wrappedValue = notes.map { "note \($0.title)" }.first ?? "no note"
                }
            }
        }
    }
}

struct TestClipboardTests {
    @Test("a copy puts every item the value travels as on the in-memory clipboard")
    func copyRecordsItems() throws {
        let host = TestHost(ClipboardView())
        try host.tap(text: "Copy text")
        #expect(host.clipboard.text == "Buy milk")
        #expect(host.clipboard.copyCount == 1)
        try host.tap(text: "Copy note")
        #expect(host.clipboard.items.map(\.kind) == [.value, .text])
        #expect(host.clipboard.text == "Call mum")
    }

    @Test("a paste reads what another app put on the clipboard")
    func pasteReadsItems() async throws {
        let host = TestHost(ClipboardView())
        try host.tap(text: "Paste text")
        await host.settle()
        #expect(host.find(text: "no text") != nil)
        host.clipboard.items = [.text("From elsewhere")]
        try host.tap(text: "Paste text")
        await host.settle()
        #expect(host.find(text: "From elsewhere") != nil)
        #expect(host.clipboard.pastedKinds == [.text, .text])
    }

    @Test("an app value pastes as itself, and as text where text is asked for")
    func appValueRoundTrip() async throws {
        let host = TestHost(ClipboardView())
        try host.tap(text: "Copy note")
        try host.tap(text: "Paste note")
        await host.settle()
        #expect(host.find(text: "note Call mum") != nil)
        try host.tap(text: "Paste text")
        await host.settle()
        #expect(host.find(text: "Call mum") != nil)
    }

    @Test("a paste in a cancelled task reads nothing")
    @MainActor func cancelledPaste() async {
        let host = TestHost()
        host.clipboard.items = [.text("x")]
        let clipboard = host.renderer.environment.clipboard
        let task = Task { await clipboard.paste(String.self) }
        task.cancel()
        #expect(await task.value == [])
        #expect(host.clipboard.pastedKinds.isEmpty)
    }

    @Test("without a host the clipboard reports that none is here")
    @MainActor func unavailableClipboard() async {
        let clipboard = Clipboard.unavailable
        clipboard.copy("lost")
        #expect(await clipboard.text() == nil)
    }
}
