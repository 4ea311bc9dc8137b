import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// A keyed row with its own state, showing `key:count`.
private struct Row: HookView {
    var key: String

    var hookBody: some View {
        let count = useState(0)
        let log = useLog()
        let key = key
        useLayoutEffect(.once) {
            log("mount \(key)")
            return { log("unmount \(key)") }
        }
        Button("\(key):\(count.wrappedValue)") { count.wrappedValue += 1 }
    }
}

@MainActor private func rows(_ keys: [String]) -> some View {
    VStack { ForEach(keys, id: \.self) { Row(key: $0) } }
}

@MainActor struct DiffChildrenTests {
    @Test("K4 keyed reorder keeps each child's state and moves its widget")
    func keyedReorder() throws {
        let log = Log()
        let host = makeHost(log: log)
        host.render(rows(["a", "b", "c", "d"]))
        try host.tap(text: "b:0")
        try host.tap(text: "d:0")
        try host.tap(text: "d:1")
        let before = Dictionary(
            uniqueKeysWithValues: host.findAll(role: .button).map { ($0.text!, $0.id) })
        host.clearTranscript()
        _ = log.take()

        host.render(rows(["d", "c", "b", "a"]))

        #expect(
            host.dump()
                == "VStack\n  Button \"d:2\"\n  Button \"c:0\"\n  Button \"b:1\"\n  Button \"a:0\"")
        #expect(host.transcript.count(of: .create) == 0)
        #expect(host.transcript.count(of: .remove) == 0)
        #expect(host.transcript.count(of: .move) == 3)
        #expect(log.take().isEmpty)
        let after = Dictionary(
            uniqueKeysWithValues: host.findAll(role: .button).map { ($0.text!, $0.id) })
        #expect(after == before)
    }

    @Test("K4 a keyed move of one child is one move")
    func singleMove() {
        let host = makeHost(log: Log())
        host.render(rows(["a", "b", "c", "d", "e"]))
        host.clearTranscript()
        host.render(rows(["a", "c", "d", "b", "e"]))
        #expect(host.transcript.map(\.description) == ["move Button#3 in VStack#1 from 1 to 3"])
    }

    @Test("K4 inserts and removals in the middle keep the others in place")
    func mixedEdits() {
        let host = makeHost(log: Log())
        host.render(rows(["a", "b", "c", "d"]))
        host.clearTranscript()
        host.render(rows(["a", "x", "c", "b", "y"]))
        #expect(
            host.dump()
                == "VStack\n  Button \"a:0\"\n  Button \"x:0\"\n  Button \"c:0\"\n  Button \"b:0\"\n  Button \"y:0\""
        )
        #expect(host.transcript.count(of: .create) == 2)
        #expect(host.transcript.count(of: .remove) == 1)
        #expect(host.transcript.count(of: .move) == 1)
    }

    @Test("K5 a keyed child removed and re-added gets fresh state")
    func removedAndReadded() throws {
        let log = Log()
        let host = makeHost(log: log)
        host.render(rows(["a", "b"]))
        try host.tap(text: "b:0")
        host.render(rows(["a"]))
        host.render(rows(["a", "b"]))
        #expect(host.find(text: "b:0") != nil)
        #expect(log.take() == ["mount a", "mount b", "unmount b", "mount b"])
    }

    @Test("K8 duplicate keys are reported with the component name and every child renders")
    func duplicateKeys() {
        struct Listing: HookView {
            var hookBody: some View {
                VStack { ForEach(["a", "b", "a"], id: \.self) { Text($0) } }
            }
        }
        let host = makeHost(log: Log())
        let reports = diagnostics { host.render(Listing()) }
        #expect(reports.count == 1)
        #expect(reports.first?.contains("duplicate key a") == true)
        #expect(reports.first?.contains("Listing") == true)
        #expect(host.dump() == "VStack\n  Text \"a\"\n  Text \"b\"\n  Text \"a\"")
    }

    @Test("K8 a duplicate key keeps reporting and recovering on re-render")
    func duplicateKeysOnUpdate() {
        let host = makeHost(log: Log())
        let reports = diagnostics {
            host.render(rows(["a", "a"]))
            host.render(rows(["a", "a", "b"]))
        }
        #expect(reports.count == 2)
        #expect(host.dump() == "VStack\n  Button \"a:0\"\n  Button \"a:0\"\n  Button \"b:0\"")
    }
}
