import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

/// Renders its button and then 0, 1 or 2 texts, cycling on each tap.
private struct Cycler: HookView {
    let name: String

    var hookBody: some View {
        let count = useState(0)
        Button(name) { count.wrappedValue = (count.wrappedValue + 1) % 3 }
        ForEach(0..<count.wrappedValue, id: \.self) { Text("\(name)\($0)") }
    }
}

/// A stateless layer that is skipped when its parent re-renders.
private struct Layer: View {
    var body: some View {
        Group {
            Cycler(name: "x")
            Cycler(name: "y")
        }
    }
}

@MainActor struct DirtyRerenderTests {
    @Test("B2 a component re-rendered on its own inserts and removes at the right host positions")
    func ownRerenderPositions() throws {
        let host = TestHost(
            VStack {
                Text("first")
                Layer()
                Text("last")
            })
        try host.tap(text: "x")
        try host.tap(text: "y")
        try host.tap(text: "y")
        #expect(
            host.dump() == """
                VStack
                  Text "first"
                  Button "x"
                  Text "x0"
                  Button "y"
                  Text "y0"
                  Text "y1"
                  Text "last"
                """)
        try host.tap(text: "x")
        try host.tap(text: "x")
        #expect(host.findAll(role: .label).compactMap(\.text) == ["first", "y0", "y1", "last"])
        host.render(
            VStack {
                Text("first")
                Layer()
                Text("last")
            })
        #expect(host.findAll(role: .label).compactMap(\.text) == ["first", "y0", "y1", "last"])
    }

    @Test("S5 a state write after unmount is a silent no-op")
    func writeAfterUnmount() throws {
        let host = TestHost(VStack { Cycler(name: "x") })
        let action = try #require(host.find(text: "x")?.as(Button.self)?.action)
        host.render(VStack {})
        action()
        host.flush()
        #expect(host.scheduler.hasPendingRenders == false)
        #expect(host.dump() == "VStack")
    }
}
