import Reconciler
import TestHost
import Testing
import Widgets

/// How often the keys of a list were hashed.
private final class KeyCounts {
    var hashes = 0
}

/// A row id that counts its hashing, to see which passes build key maps.
private struct CountedKey: Hashable {
    let id: Int
    let counts: KeyCounts

    static func == (lhs: CountedKey, rhs: CountedKey) -> Bool { lhs.id == rhs.id }

    func hash(into hasher: inout Hasher) {
        counts.hashes += 1
        hasher.combine(id)
    }
}

private struct Item {
    let key: CountedKey
    var label: String
}

@MainActor private func items(_ count: Int, _ counts: KeyCounts) -> [Item] {
    (0..<count).map { Item(key: CountedKey(id: $0, counts: counts), label: "row \($0)") }
}

@MainActor private func list(_ items: [Item]) -> some View {
    VStack { ForEach(items, id: \.key) { Text($0.label) } }
}

@MainActor struct KeyedDiffCostTests {
    @Test("K7 changing one keyed row's label hashes no key and updates one widget")
    func updateHashesNoKey() {
        let counts = KeyCounts()
        var rows = items(100, counts)
        let host = TestHost()
        host.render(list(rows))
        host.clearTranscript()
        counts.hashes = 0

        rows[50].label = "changed"
        host.render(list(rows))

        #expect(counts.hashes == 0)
        #expect(host.transcript.count == 1)
        #expect(host.transcript.count(of: .update) == 1)
        #expect(host.find(text: "changed") != nil)
    }

    @Test("K7 swapping the first and last rows of a keyed middle is two moves, hashing no key")
    func swapHashesNoKey() {
        let counts = KeyCounts()
        var rows = items(10, counts)
        let host = TestHost()
        host.render(list(rows))
        let before = host.findAll(role: .label).map(\.id)
        host.clearTranscript()
        counts.hashes = 0

        rows.swapAt(1, 8)
        host.render(list(rows))

        #expect(counts.hashes == 0)
        #expect(host.transcript.count == 2)
        #expect(host.transcript.count(of: .move) == 2)
        let after = host.findAll(role: .label)
        #expect(after.map(\.text) == rows.map(\.label))
        var expected = before
        expected.swapAt(1, 8)
        #expect(after.map(\.id) == expected)
    }

    @Test("K8 a key repeated after the rows that kept their place is reported, and both render")
    func repeatAfterKeptRows() {
        let counts = KeyCounts()
        let rows = items(3, counts)
        let host = TestHost()
        host.render(list(rows))
        var repeated = rows
        repeated.append(Item(key: rows[0].key, label: "again"))

        let reports = diagnostics { host.render(list(repeated)) }

        #expect(reports.count == 1)
        #expect(reports.first?.contains("duplicate key") == true)
        #expect(host.findAll(role: .label).map(\.text) == ["row 0", "row 1", "row 2", "again"])
    }
}
