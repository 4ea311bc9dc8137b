import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

// Selection in `List` on TestHost: ids, never positions, through every kind
// of data change; the same `SelectedRows` GtkHost keeps GTK's model with.

/// A binding's value outside any component, counting the writes to it.
@MainActor private final class Held<Value> {
    var value: Value
    var writes = 0
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> {
        Binding(
            get: { self.value },
            set: { newValue in
                self.value = newValue
                self.writes += 1
            })
    }
}

/// A collection of ids that counts how often an element is read.
nonisolated private struct CountedIDs: RandomAccessCollection {
    let ids: [Int]
    let reads: Counter
    var startIndex: Int { 0 }
    var endIndex: Int { ids.count }
    subscript(position: Int) -> Int {
        reads.count += 1
        return ids[position]
    }
}

nonisolated private final class Counter: @unchecked Sendable {
    var count = 0
}

private func many(_ ids: [Int], _ held: Held<Set<Int>>) -> some View {
    List(ids, id: \.self, selection: held.binding) { Text("row \($0)") }
}

private func one(_ ids: [Int], _ held: Held<Int?>) -> some View {
    List(ids, id: \.self, selection: held.binding) { Text("row \($0)") }
}

private func list(_ host: TestHost) throws -> TestWidget {
    try #require(host.find(role: .list))
}

@MainActor
struct ListSelectionTests {
    @Test("K10 a single selection follows its id through moves and leaves with it")
    func singleSelectionFollowsID() throws {
        let held = Held<Int?>(nil)
        let host = TestHost(one([1, 2, 3, 4], held))
        try host.selectRow(2, in: list(host))
        #expect(held.value == 3)
        host.render(one([1, 2, 3, 4], held))
        #expect(try list(host).viewport?.selectedPositions == [2])

        host.render(one([0, 1, 2, 3, 4], held))
        #expect(try list(host).viewport?.selectedPositions == [3], "K10 by id")
        host.render(one([3, 0, 1, 2, 4], held))
        #expect(try list(host).viewport?.selectedPositions == [0])
        #expect(held.value == 3)

        held.writes = 0
        host.render(one([0, 1, 2, 4], held))
        #expect(held.value == nil, "K10 the removed id leaves the binding")
        #expect(held.writes == 1, "K10 written back once")
        host.render(one([0, 1, 2, 4], held))
        #expect(held.writes == 1)
        #expect(try list(host).viewport?.selectedPositions == [])
    }

    @Test("K10 writing the binding from code selects the row; a missing id is dropped")
    func codeWritesSelect() throws {
        let held = Held<Set<Int>>([])
        let host = TestHost(many(Array(0..<10), held))
        held.value = [4, 7, 42]
        host.render(many(Array(0..<10), held))
        #expect(try list(host).viewport?.selectedPositions == [4, 7])
        #expect(held.value == [4, 7])
    }

    @Test("K11 extending adds and removes rows; the transcript records each change")
    func extendingAndTranscript() throws {
        struct Owner: HookView {
            let onActivate: @MainActor (Int) -> Void
            var hookBody: some View {
                let selected = useState(Set<Int>())
                List(Array(0..<10), id: \.self, selection: selected) { Text("row \($0)") }
                    .onActivate { (id: Int) in onActivate(id) }
            }
        }
        var activated: [Int] = []
        let host = TestHost(Owner { activated.append($0) })
        let list = try list(host)
        host.clearTranscript()
        try host.selectRow(1, in: list)
        #expect(host.transcript.map(\.description) == ["update \(list.name) selection"])
        try host.selectRow(5, in: list, extending: true)
        try host.selectRow(8, in: list, extending: true)
        #expect(list.viewport?.selectedPositions == [1, 5, 8])
        try host.selectRow(5, in: list, extending: true)
        #expect(list.viewport?.selectedPositions == [1, 8])
        try host.selectRow(3, in: list)
        #expect(list.viewport?.selectedPositions == [3])
        try host.selectRows(2...5, in: list)
        #expect(list.viewport?.selectedPositions == [2, 3, 4, 5])
        try host.activateRow(6, in: list)
        #expect(activated == [6])
    }

    @Test("K12 random data changes and selections keep the binding to the selected ids present")
    func fuzz() throws {
        var random = SplitMix(seed: 30)
        for _ in 0..<20 {
            var ids = Array(0..<30)
            var nextID = 30
            let held = Held<Set<Int>>([])
            let host = TestHost(many(ids, held))
            host.scroll(try list(host), toRow: 0, height: 8)
            var expected = Set<Int>()
            for _ in 0..<60 {
                switch random.next() % 6 {
                case 0:
                    ids.insert(nextID, at: Int(random.next() % UInt64(ids.count + 1)))
                    nextID += 1
                case 1 where !ids.isEmpty:
                    ids.remove(at: Int(random.next() % UInt64(ids.count)))
                case 2 where ids.count > 1:
                    let moved = ids.remove(at: Int(random.next() % UInt64(ids.count)))
                    ids.insert(moved, at: Int(random.next() % UInt64(ids.count + 1)))
                case 3:
                    ids.reverse()
                case 4 where !ids.isEmpty:
                    let row = Int(random.next() % UInt64(ids.count))
                    let extending = random.next() % 2 == 0
                    try host.selectRow(row, in: list(host), extending: extending)
                    if extending {
                        expected.formSymmetricDifference([ids[row]])
                    } else {
                        expected = [ids[row]]
                    }
                default:
                    let written = Set((0..<3).map { _ in Int(random.next() % UInt64(nextID + 5)) })
                    held.value = written
                    expected = written
                }
                host.render(many(ids, held))
                expected.formIntersection(ids)
                #expect(held.value == expected, "K12 the binding holds the selected ids present")
                let positions = Set(ids.indices.filter { expected.contains(ids[$0]) })
                #expect(try list(host).viewport?.selectedPositions == positions)
            }
        }
    }

    @Test("K13 selecting in a 100,000-row list reads keys of the changed rows, not of every row")
    func selectionCostIsPerChangedRow() throws {
        let reads = Counter()
        let rows = CountedIDs(ids: Array(0..<100_000), reads: reads)
        let held = Held<Set<Int>>([])
        let view = { List(rows, id: \.self, selection: held.binding) { Text("row \($0)") } }
        let host = TestHost(view())
        let list = try list(host)
        host.scroll(list, toRow: 50_000)
        for row in [50_003, 50_010, 50_011] {
            reads.count = 0
            try host.selectRow(row, in: list, extending: true)
            host.render(view())
            #expect(reads.count < 100, "K13 \(reads.count) reads for one selection change")
        }
        #expect(list.viewport?.selectedPositions == [50_003, 50_010, 50_011])
    }

    @Test("K13 an id written from code that is on screen is found among the rows shown")
    func codeWrittenSelectionOfAShownRowReadsTheShownRows() throws {
        let reads = Counter()
        let rows = CountedIDs(ids: Array(0..<100_000), reads: reads)
        let held = Held<Set<Int>>([])
        let view = { List(rows, id: \.self, selection: held.binding) { Text("row \($0)") } }
        let host = TestHost(view())
        let list = try list(host)
        host.scroll(list, toRow: 70_000)
        reads.count = 0
        held.value = [70_005]
        host.render(view())
        #expect(reads.count < 100, "K13 \(reads.count) reads for an id written from code")
        #expect(list.viewport?.selectedPositions == [70_005])
        held.value = [3]
        host.render(view())
        #expect(list.viewport?.selectedPositions == [3], "an id off screen is still found")
    }
}

/// A small seeded generator, so a failing sequence is the same on every run.
nonisolated private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
