import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

// A `Table`'s selection on TestHost: the behaviours
// GtkHostTests/Table/TableSelectionGtkTests asserts on GTK, headless.

private struct Expense: Identifiable {
    let id: Int
    var payee: String { "payee \(id)" }
    var amount: Int { (id * 37) % 100 }
}

@MainActor private final class Seen {
    var selection: Set<Int> = []
    var single: Int?
}

private struct MultipleLedger: HookView {
    let seen: Seen

    var hookBody: some View {
        let selected = useState(Set<Int>())
        let ids = useState(Array(0..<100))
        let order = useState([ColumnComparator<Expense>]())
        let _ = { seen.selection = selected.wrappedValue }()
        VStack {
            Button("remove 3") { ids.wrappedValue.removeAll { $0 == 3 } }
            Table(
                ids.wrappedValue.map { Expense(id: $0) }.sorted(using: order.wrappedValue),
                selection: selected, sortOrder: order
            ) {
                TableColumn("Payee", value: \.payee)
                TableColumn("Amount", value: \.amount)
            }
        }
    }
}

private struct SingleLedger: HookView {
    let seen: Seen

    var hookBody: some View {
        let selected = useState(Int?.none)
        let _ = { seen.single = selected.wrappedValue }()
        Table((0..<10).map { Expense(id: $0) }, selection: selected) {
            TableColumn("Payee", value: \.payee)
        }
    }
}

@MainActor struct TableSelectionTests {
    @Test("G13 a Table's selection is ids: it follows sorting, and a removed id leaves it")
    func selectionFollowsIds() throws {
        let seen = Seen()
        let host = TestHost(MultipleLedger(seen: seen))
        let table = try #require(host.find(role: .table))
        try host.selectRow(3, in: table)
        try host.selectRow(8, in: table, extending: true)
        #expect(seen.selection == [3, 8])
        #expect(host.transcript.map(\.description).contains("update \(table.name) selection"))

        try host.clickHeader("Amount", of: table)
        let sorted = (0..<100).map { Expense(id: $0) }.sorted { $0.amount < $1.amount }
        #expect(seen.selection == [3, 8], "sorting keeps the ids")
        let positions = sorted.indices.filter { [3, 8].contains(sorted[$0].id) }
        #expect(table.viewport?.selectedPositions == Set(positions))

        try host.selectRows(0...2, in: table)
        #expect(seen.selection == Set(sorted[0...2].map(\.id)))
        try host.selectRow(positions[0], in: table, extending: true)
        #expect(seen.selection.contains(3))
        try host.tap(text: "remove 3")
        #expect(!seen.selection.contains(3), "a removed id leaves the binding")
        #expect(seen.selection == Set(sorted[0...2].map(\.id)))
    }

    @Test("G13 a single selection holds the last row clicked")
    func singleSelection() throws {
        let seen = Seen()
        let host = TestHost(SingleLedger(seen: seen))
        let table = try #require(host.find(role: .table))
        try host.selectRow(4, in: table)
        #expect(seen.single == 4)
        try host.selectRow(6, in: table, extending: true)
        #expect(seen.single == 6)
        try host.selectRows(1...3, in: table)
        #expect(seen.single == 3)
    }
}
