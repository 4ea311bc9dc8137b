import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// A counter whose state shows which mount it is; logs mount and unmount.
private struct Counter: HookView {
    var name = "counter"

    var hookBody: some View {
        let count = useState(0)
        let log = useLog()
        let name = name
        useLayoutEffect(.once) {
            log("mount \(name)")
            return { log("unmount \(name)") }
        }
        Button("\(name) \(count.wrappedValue)") { count.wrappedValue += 1 }
    }
}

private struct OtherCounter: HookView {
    var hookBody: some View {
        let count = useState(100)
        Button("other \(count.wrappedValue)") { count.wrappedValue += 1 }
    }
}

/// Shows one child chosen by `mode` at the same position.
private struct Switcher: View {
    var mode: Int

    var body: some View {
        VStack {
            mode == 2 ? Element(OtherCounter()) : Element(Counter(name: mode == 0 ? "a" : "b"))
        }
    }
}

@MainActor struct DiffTests {
    @Test("K1 same type at the same position updates in place and keeps hook state")
    func sameTypeKeepsState() throws {
        let log = Log()
        let host = makeHost(log: log)
        host.render(Switcher(mode: 0))
        try host.tap(text: "a 0")
        host.clearTranscript()
        host.render(Switcher(mode: 1))
        #expect(host.find(text: "b 1") != nil)
        #expect(host.transcript.map(\.description) == ["update Button#2 title"])
        #expect(log.take() == ["mount a"])
    }

    @Test("K2 a different type at a position unmounts the old subtree and mounts fresh state")
    func differentTypeRemounts() throws {
        let log = Log()
        let host = makeHost(log: log)
        host.render(Switcher(mode: 0))
        try host.tap(text: "a 0")
        _ = log.take()
        host.clearTranscript()
        host.render(Switcher(mode: 2))
        #expect(host.find(text: "other 100") != nil)
        #expect(log.take() == ["unmount a"])
        #expect(
            host.transcript.map(\.description) == [
                "remove Button#2 from VStack#1 at 0", "create Button#3",
                "insert Button#3 into VStack#1 at 0",
            ])
    }

    @Test("K3 same type with a different key remounts with fresh state")
    func differentKeyRemounts() throws {
        let log = Log()
        let host = makeHost(log: log)
        host.render(VStack { Counter(name: "a").id(1) })
        try host.tap(text: "a 0")
        #expect(host.find(text: "a 1") != nil)
        host.render(VStack { Counter(name: "a").id(2) })
        #expect(host.find(text: "a 0") != nil)
        #expect(log.take() == ["mount a", "unmount a", "mount a"])
    }

    @Test("K6 an if that is false holds its slot, so siblings keep their state")
    func falseIfHoldsSlot() throws {
        let log = Log()
        let host = makeHost(log: log)
        func view(_ shows: Bool) -> some View {
            VStack {
                if shows { Text("banner") }
                Counter(name: "c")
            }
        }
        host.render(view(false))
        try host.tap(text: "c 0")
        host.render(view(true))
        host.render(view(false))
        #expect(host.find(text: "c 1") != nil)
        #expect(log.take() == ["mount c"])
        #expect(host.dump() == "VStack\n  Button \"c 1\"")
    }

    @Test("K6 unkeyed children match by position")
    func unkeyedByPosition() throws {
        let log = Log()
        let host = makeHost(log: log)
        host.render(
            VStack {
                Counter(name: "x")
                Counter(name: "y")
            })
        try host.tap(text: "y 0")
        host.render(
            VStack {
                Counter(name: "y")
                Counter(name: "x")
            })
        #expect(host.dump() == "VStack\n  Button \"y 0\"\n  Button \"x 1\"")
    }
}
