import Hooks
import TestHost
import Testing
import Widgets

@testable import Reconciler

private struct Item: Equatable {
    let id: Int
    var label: String
}

/// A memoized row; `pass` is left out of `==`, so it tells which render's
/// value a node holds.
private struct ItemRow: View, Equatable {
    let item: Item
    let pass: Int

    nonisolated static func == (lhs: ItemRow, rhs: ItemRow) -> Bool { lhs.item == rhs.item }

    var body: some View {
        HookScope {
            useLog()("render \(item.id)")
            let tag = useEnvironment(\.rowTag)
            Text("\(item.label) \(tag)")
        }
    }
}

private struct RowTagKey: EnvironmentKey {
    static var defaultValue: String { "t0" }
}

extension EnvironmentValues {
    fileprivate var rowTag: String {
        get { self[RowTagKey.self] }
        set { self[RowTagKey.self] = newValue }
    }
}

@MainActor private func table(_ items: [Item], pass: Int, tag: String = "t0") -> some View {
    VStack { ForEach(items, id: \.id) { ItemRow(item: $0, pass: pass) } }
        .environment(\.rowTag, tag)
}

@MainActor private func items(_ count: Int) -> [Item] {
    (0..<count).map { Item(id: $0, label: "row \($0)") }
}

/// A host that rendered `rows` once (pass 1), with its log emptied.
@MainActor private func renderedOnce(_ rows: [Item]) -> (TestHost, Log) {
    let log = Log()
    let host = makeHost(log: log)
    host.render(table(rows, pass: 1))
    _ = log.take()
    return (host, log)
}

/// The `pass` of the value each mounted `ItemRow` node holds, in order.
@MainActor private func passes(_ host: TestHost) -> [Int] {
    var passes: [Int] = []
    func walk(_ node: Node) {
        if case .component(let view) = node.element.kind, let row = view as? ItemRow {
            passes.append(row.pass)
            return
        }
        for child in node.children { walk(child) }
    }
    walk(host.renderer.root)
    return passes
}

/// A row keyed by a stored `String`, a computed `Int`, or itself.
private struct Named: Hashable {
    let name: String
    var doubled: Int { name.count * 2 }
}

/// A memoized row showing a name.
private struct NameRow: View, Equatable {
    let name: String

    var body: some View { Text(name) }
}

@MainActor struct ForEachChildrenTests {
    @Test("K4 rows keyed by a stored String, a computed property or themselves keep their widgets")
    func keysOfEveryKind() {
        let names = ["a", "bb", "ccc", "dddd"].map(Named.init)
        @MainActor func lists(_ names: [Named]) -> some View {
            VStack {
                VStack { ForEach(names, id: \.name) { NameRow(name: $0.name) } }
                VStack { ForEach(names, id: \.doubled) { NameRow(name: $0.name) } }
                VStack { ForEach(names, id: \.self) { NameRow(name: $0.name) } }
            }
        }
        let host = TestHost()
        host.render(lists(names))
        let before = host.findAll(role: .label).map(\.id)
        host.clearTranscript()

        host.render(lists(names.reversed()))

        let after = host.findAll(role: .label)
        let reversed = ["dddd", "ccc", "bb", "a"]
        #expect(after.map(\.text) == reversed + reversed + reversed)
        #expect(Set(after.map(\.id)) == Set(before))
        #expect(host.transcript.count(of: .create) == 0)
        #expect(host.transcript.count(of: .move) == 9)
    }

    @Test("an unchanged memoized row makes no new element: its node keeps the value it rendered")
    func unchangedRowKeepsItsElement() {
        var rows = items(100)
        let (host, log) = renderedOnce(rows)

        rows[50].label = "changed"
        host.render(table(rows, pass: 2))

        #expect(log.take() == ["render 50"])
        var expected = [Int](repeating: 1, count: 100)
        expected[50] = 2
        #expect(passes(host) == expected)
        #expect(host.find(text: "changed t0") != nil)
    }

    @Test("K4 kept rows made no element in a swap, a removal and an insertion either")
    func movedRowsKeepTheirElements() {
        var rows = items(10)
        let (host, log) = renderedOnce(rows)

        rows.swapAt(1, 8)
        rows.remove(at: 4)
        rows.insert(Item(id: 100, label: "new"), at: 2)
        host.render(table(rows, pass: 2))

        #expect(log.take() == ["render 100"])
        #expect(passes(host) == [1, 1, 2, 1, 1, 1, 1, 1, 1, 1])
        #expect(host.findAll(role: .label).map(\.text) == rows.map { "\($0.label) t0" })
    }

    @Test("K4 a moved row is compared with its own previous value: only changed rows render")
    func movedRowsCompareWithTheirOwnValue() {
        var rows = items(10)
        let (host, log) = renderedOnce(rows)

        rows[1].label = "moved and changed"
        rows.swapAt(1, 8)
        host.render(table(rows, pass: 2))
        #expect(log.take() == ["render 1"])

        rows.reverse()
        rows[0].label = "last, now first"
        host.render(table(rows, pass: 3))
        #expect(log.take() == ["render 9"])
        #expect(host.findAll(role: .label).map(\.text) == rows.map { "\($0.label) t0" })
        #expect(passes(host) == [3, 2, 1, 1, 1, 1, 1, 1, 1, 1])
    }

    @Test("K4 after a removal the rows that follow, shifted by one, render only when changed")
    func shiftedRowsCompareWithTheirOwnValue() {
        var rows = items(10)
        let (host, log) = renderedOnce(rows)

        rows.remove(at: 2)
        rows[6].label = "changed after the shift"
        host.render(table(rows, pass: 2))

        #expect(log.take() == ["render 7"])
        #expect(passes(host) == [1, 1, 1, 1, 1, 1, 2, 1, 1])
        #expect(host.findAll(role: .label).map(\.text) == rows.map { "\($0.label) t0" })
    }

    @Test("K8 memoized rows that repeat a key report it on every render, also an unchanged one")
    func repeatedKeysInUnchangedRows() {
        let host = makeHost(log: Log())
        var rows = [Item(id: 1, label: "a"), Item(id: 1, label: "b"), Item(id: 2, label: "c")]
        let reports = diagnostics {
            host.render(table(rows, pass: 1))
            host.render(table(rows, pass: 2))
            rows[1].label = "changed"
            host.render(table(rows, pass: 3))
        }

        #expect(reports.count == 3)
        #expect(host.findAll(role: .label).map(\.text) == ["a t0", "changed t0", "c t0"])
    }

    @Test("C3 an environment change still re-renders the readers in unchanged rows")
    func environmentReachesUnchangedRows() {
        let rows = items(3)
        let (host, log) = renderedOnce(rows)

        host.render(table(rows, pass: 2, tag: "t1"))

        #expect(log.take() == ["render 0", "render 1", "render 2"])
        #expect(host.findAll(role: .label).map(\.text) == ["row 0 t1", "row 1 t1", "row 2 t1"])
        #expect(passes(host) == [1, 1, 1])
    }
}
