import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

private enum Mode { case one, two, three }

/// Every statement a view builder accepts.
private struct Statements: View {
    let flag: Bool
    let name: String?
    let mode: Mode
    let items: [String]

    var body: some View {
        let title = "title"
        VStack {
            Text(title)
            if flag {
                Text("yes")
            } else {
                Text("no")
            }
            if let name { Text("name \(name)") }
            switch mode {
            case .one: Text("one")
            case .two: Text("two")
            case .three: Text("three")
            }
            for item in items { Text(item) }
            if #available(macOS 10.15, *) { Text("available") }
        }
    }
}

@MainActor struct ViewBuilderTests {
    @Test("blocks, if/else, if let, switch, for loops, let and availability all build")
    func statements() {
        let host = TestHost(Statements(flag: true, name: "n", mode: .two, items: ["a", "b"]))
        #expect(
            host.dump() == """
                VStack
                  Text "title"
                  Text "yes"
                  Text "name n"
                  Text "two"
                  Text "a"
                  Text "b"
                  Text "available"
                """)
        host.render(Statements(flag: false, name: nil, mode: .three, items: []))
        #expect(
            host.dump() == """
                VStack
                  Text "title"
                  Text "no"
                  Text "three"
                  Text "available"
                """)
    }

    @Test("K2 the branches of an if/else are different identities")
    func branchesRemount() {
        let host = TestHost(Statements(flag: true, name: nil, mode: .one, items: []))
        host.clearTranscript()
        host.render(Statements(flag: false, name: nil, mode: .one, items: []))
        #expect(host.transcript.count(of: .remove) == 1)
        #expect(host.transcript.count(of: .create) == 1)
        #expect(host.transcript.count(of: .update) == 0)
    }

    @Test("K1 for-loop children update in place by position")
    func loopUpdatesInPlace() {
        let host = TestHost(Statements(flag: true, name: nil, mode: .one, items: ["a", "b"]))
        host.clearTranscript()
        host.render(Statements(flag: true, name: nil, mode: .one, items: ["a", "c", "d"]))
        #expect(
            host.transcript.map(\.description) == [
                "update Text#6 string", "create Text#8", "insert Text#8 into VStack#1 at 5",
            ])
    }

    @Test("an Element stands in for any view and an empty block renders nothing")
    func erasedAndEmpty() {
        let host = TestHost(
            VStack {
                Element(Text("erased"))
                EmptyView()
                Group {}
            })
        #expect(host.dump() == "VStack\n  Text \"erased\"")
    }
}
