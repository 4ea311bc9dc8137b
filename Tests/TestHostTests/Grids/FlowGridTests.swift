import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

// `FlowGrid` on TestHost: every cell mounted in a `FlowGridCell`, keyed like
// `ForEach`, selected by ids with the verbs `List` has.

private struct Tag: HookView {
    let name: String

    var hookBody: some View {
        let uses = useState(0)
        Button("\(name) \(uses.wrappedValue)") { uses.wrappedValue += 1 }
    }
}

@MainActor private final class Seen {
    var single: String?
    var many: Set<String> = []
    var activated: [String] = []
    func rendered(_ selection: Set<String>) { many = selection }
    func rendered(_ selection: String?) { single = selection }
}

private struct Tags: HookView {
    let names: [String]
    let seen: Seen

    var hookBody: some View {
        let selected = useState(Set<String>())
        let _ = seen.rendered(selected.wrappedValue)
        FlowGrid(names, id: \.self, selection: selected) { Tag(name: $0) }
            .onActivate { (name: String) in seen.activated.append(name) }
    }
}

private struct OneTag: HookView {
    let names: [String]
    let seen: Seen

    var hookBody: some View {
        let selected = useState(String?.none)
        let _ = seen.rendered(selected.wrappedValue)
        FlowGrid(names, id: \.self, selection: selected) { Tag(name: $0) }
    }
}

@MainActor struct FlowGridTests {
    @Test("K16 FlowGrid cells keep state by key and are selected by id through data changes")
    func selectionAndStateFollowKeys() throws {
        let seen = Seen()
        let host = TestHost(Tags(names: ["a", "b", "c", "d"], seen: seen))
        let grid = try #require(host.find(role: .grid))
        #expect(host.findAll(role: .gridCell).count == 4)
        try host.tap(text: "c 0")
        host.clearTranscript()
        try host.selectRow(2, in: grid)
        #expect(host.transcript.map(\.description) == ["update \(grid.name) selection"])
        try host.selectRow(0, in: grid, extending: true)
        #expect(seen.many == ["a", "c"])

        host.render(Tags(names: ["c", "x", "a", "b", "d"], seen: seen))
        #expect(host.find(text: "c 1") != nil, "K16 state by key")
        #expect(
            host.selectedCells(of: grid).compactMap { $0.children.first?.text } == ["c 1", "a 0"])
        host.render(Tags(names: ["x", "b", "d", "a"], seen: seen))
        #expect(seen.many == ["a"], "K16 a removed id leaves the binding")

        try host.selectRows(1...2, in: grid)
        #expect(seen.many == ["b", "d"])
        try host.activateRow(3, in: grid)
        #expect(seen.activated == ["a"])
    }

    @Test("K16 a single-selection FlowGrid holds at most one id")
    func singleSelection() throws {
        let seen = Seen()
        let host = TestHost(OneTag(names: ["a", "b", "c"], seen: seen))
        let grid = try #require(host.find(role: .grid))
        try host.selectRow(1, in: grid)
        try host.selectRow(2, in: grid, extending: true)
        #expect(seen.single == "c")
        host.render(OneTag(names: ["a", "b"], seen: seen))
        #expect(seen.single == nil)
    }
}
