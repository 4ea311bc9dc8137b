import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

private struct Counter: HookView {
    var hookBody: some View {
        let count = useState(0)
        VStack {
            Text("Count: \(count.wrappedValue)")
            Button("Increment") { count.wrappedValue += 1 }
        }
    }
}

@MainActor struct TestHostTests {
    @Test("renders a view and records creates and inserts in the transcript")
    func rendersAndRecords() {
        let host = TestHost(Counter())
        #expect(
            host.transcript.map(\.description) == [
                "create VStack#1", "create Text#2", "create Button#3",
                "insert Text#2 into VStack#1 at 0", "insert Button#3 into VStack#1 at 1",
                "insert VStack#1 into TestContainer#0 at 0",
            ])
        #expect(host.dump() == "VStack\n  Text \"Count: 0\"\n  Button \"Increment\"")
    }

    @Test("a tap updates state and only the changed property reaches the host")
    func tapUpdates() throws {
        let host = TestHost(Counter())
        host.clearTranscript()
        try host.tap(text: "Increment")
        #expect(host.find(text: "Count: 1") != nil)
        #expect(host.transcript.map(\.description) == ["update Text#2 string"])
    }
}
