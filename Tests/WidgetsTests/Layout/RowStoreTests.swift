import Hooks
import Reconciler
import TestHost
import Testing
import Widgets

private struct Expense: Identifiable {
    let id: Int
    var payee: String
}

@MainActor private final class Seen {
    var store: RowStore<Expense>?
    var renders = 0
    var selection: Set<Int> = []
}

/// A table over a store the component made with `useRowStore`.
private struct Ledger: HookView {
    let seen: Seen

    var hookBody: some View {
        let expenses = useRowStore { (0..<1_000).map { Expense(id: $0, payee: "payee \($0)") } }
        let selected = useState(Set<Int>())
        let _ = {
            seen.store = expenses
            seen.renders += 1
            seen.selection = selected.wrappedValue
        }()
        Table(expenses, selection: selected) {
            TableColumn("Payee", value: \.payee)
        }
    }
}

/// The address of the buffer holding `store`'s rows.
@MainActor private func bufferAddress(of store: RowStore<Expense>) -> UnsafeRawPointer? {
    store.rows.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
}

@MainActor struct RowStoreTests {
    @Test("K20 a row store is changed in place while a Table shows it, and renders its component")
    func changesInPlaceAndRenders() throws {
        let seen = Seen()
        let host = TestHost(Ledger(seen: seen))
        let store = try #require(seen.store)
        let table = try #require(host.find(role: .table))
        #expect(host.cell("Payee", row: 2, of: table)?.text == "payee 2")
        let buffer = bufferAddress(of: store)
        let renders = seen.renders

        store.update(at: 2) { $0.payee = "bakery" }
        host.flush()
        #expect(bufferAddress(of: store) == buffer, "no row was copied")
        #expect(seen.renders == renders + 1, "the change rendered the component once")
        #expect(seen.store === store, "the same store on every render")
        #expect(host.cell("Payee", row: 2, of: table)?.text == "bakery")

        try host.selectRow(5, in: table)
        #expect(seen.selection == [5])
        store.remove(at: 0)
        host.flush()
        #expect(bufferAddress(of: store) == buffer, "removing moves the rows in place")
        #expect(host.cell("Payee", row: 0, of: table)?.text == "payee 1")
        #expect(table.viewport?.selectedPositions == [4], "the selection follows its id")
        store.removeAll { $0.id == 5 }
        host.flush()
        #expect(seen.selection.isEmpty, "a removed id leaves the selection")
    }

    @Test("K20 sorting a row store by a table's order sorts it in place and renders")
    func sortsByOrder() throws {
        let seen = Seen()
        let host = TestHost(Ledger(seen: seen))
        let store = try #require(seen.store)
        let table = try #require(host.find(role: .table))
        store.sort(using: [ColumnComparator(\Expense.id, order: .descending)])
        host.flush()
        #expect(host.cell("Payee", row: 0, of: table)?.text == "payee 999")
        store.insert(Expense(id: 1_000, payee: "first"), at: 0)
        store.append(Expense(id: 1_001, payee: "last"))
        host.flush()
        #expect(store.count == 1_002)
        #expect(host.cell("Payee", row: 0, of: table)?.text == "first")
    }
}
