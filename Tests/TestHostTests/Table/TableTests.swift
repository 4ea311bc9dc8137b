import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

// `Table` on TestHost: the behaviours GtkHostTests/Table/TableGtkTests asserts
// in GTK, headless: rows in a viewport, header clicks, activation, cells.

private struct Expense: Identifiable {
    let id: Int
    var payee: String { "payee \(id)" }
    var amount: Int { id * 7919 % 100_000 }
}

private struct AmountCell: HookView {
    let expense: Expense

    var hookBody: some View {
        let taps = useState(0)
        HStack(spacing: 4) {
            Text("amount \(expense.amount) taps \(taps.wrappedValue)")
            Button("tap \(expense.id)") { taps.wrappedValue += 1 }
        }
    }
}

@MainActor private final class Activations {
    var ids: [Int] = []
}

private struct Ledger: HookView {
    let expenses: [Expense]
    let activations: Activations

    var hookBody: some View {
        let order = useState([ColumnComparator<Expense>]())
        VStack {
            Text("order " + order.wrappedValue.map { "\($0.order)" }.joined(separator: ","))
            Table(expenses.sorted(using: order.wrappedValue), sortOrder: order) {
                TableColumn("Payee", value: \.payee).width(160)
                TableColumn("Amount", value: \.amount) { AmountCell(expense: $0) }
                    .width(min: 80, ideal: 120)
            }
            .onActivate { (id: Int) in activations.ids.append(id) }
        }
    }
}

@MainActor struct TableTests {
    @Test("G11 a 100,000-row Table shows only the rows in the viewport; a cell keeps state by id")
    func showsVisibleRowsAndKeepsCellState() throws {
        let expenses = (0..<100_000).map { Expense(id: $0) }
        let host = TestHost(Ledger(expenses: expenses, activations: Activations()))
        let table = try #require(host.find(role: .table))
        #expect(table.viewport?.visibleRows == 0..<20)
        #expect(host.widgets.compactMap(\.text).filter { $0.hasPrefix("payee ") }.count == 20)
        #expect(host.cell("Payee", row: 2, of: table)?.text == "payee 2")

        try host.tap(text: "tap 0")
        #expect(host.find(text: "amount 0 taps 1") != nil)
        host.scroll(table, toRow: 50_000)
        #expect(host.find(text: "amount 0 taps 1") == nil, "scrolled away")
        #expect(host.cell("Payee", row: 50_001, of: table)?.text == "payee 50001")
        host.scroll(table, toRow: 0)
        #expect(host.find(text: "amount 0 taps 1") != nil, "its state kept by id")
    }

    @Test("G10 header clicks rewrite the sortOrder binding; the app's sorted rows are shown")
    func headerClicksRewriteTheSortOrder() throws {
        let expenses = (0..<1_000).map { Expense(id: $0) }
        let host = TestHost(Ledger(expenses: expenses, activations: Activations()))
        let table = try #require(host.find(role: .table))
        try host.tap(text: "tap 0")

        try host.clickHeader("Amount", of: table)
        #expect(host.find(text: "order ascending") != nil)
        let ascending = expenses.sorted { $0.amount < $1.amount }
        #expect(host.cell("Payee", row: 1, of: table)?.text == ascending[1].payee)
        #expect(host.find(text: "amount 0 taps 1") != nil, "state follows the row's id")

        try host.clickHeader("Amount", of: table)
        #expect(host.find(text: "order descending") != nil)
        #expect(host.cell("Payee", row: 0, of: table)?.text == ascending.last?.payee)

        try host.clickHeader("Payee", of: table)
        #expect(host.find(text: "order ascending,descending") != nil, "the clicked column first")
        #expect(host.cell("Payee", row: 0, of: table)?.text == "payee 0")
    }

    @Test("G12 activating a row calls onActivate with the row's id")
    func activationGivesTheID() throws {
        let expenses = (0..<100).map { Expense(id: $0) }
        let activations = Activations()
        let host = TestHost(Ledger(expenses: expenses, activations: activations))
        let table = try #require(host.find(role: .table))
        try host.clickHeader("Amount", of: table)
        try host.clickHeader("Amount", of: table)
        try host.activateRow(0, in: table)
        let top = try #require(expenses.max { $0.amount < $1.amount })
        #expect(activations.ids == [top.id])
    }

    @Test("a Table without a sortOrder binding has no sortable header")
    func noBindingNoSorting() throws {
        let host = TestHost(
            Table((0..<3).map { Expense(id: $0) }) { TableColumn("Payee", value: \.payee) })
        let table = try #require(host.find(role: .table))
        #expect(throws: TestHostError.self) { try host.clickHeader("Payee", of: table) }
    }

    @Test("sorted(using:) breaks ties by the next comparator and keeps the order of full ties")
    func sortedUsingComparators() {
        let pairs = [(2, "b"), (1, "b"), (2, "a"), (1, "b")]
        let sorted = pairs.map(Pair.init).sorted(using: [
            ColumnComparator(\Pair.letter), ColumnComparator(\Pair.number, order: .descending),
        ])
        #expect(sorted.map(\.number) == [2, 2, 1, 1])
        #expect(sorted.map(\.letter) == ["a", "b", "b", "b"])
    }
}

private struct Pair {
    let number: Int
    let letter: String

    init(_ pair: (Int, String)) {
        number = pair.0
        letter = pair.1
    }
}
