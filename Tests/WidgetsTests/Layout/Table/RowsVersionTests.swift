import Testing
import Widgets

private struct Expense: Identifiable {
    let id: Int
    var payee: String
}

private final class Account: Identifiable {
    let id: Int
    var name = ""
    init(id: Int) { self.id = id }
}

/// A table of `rows` with one text column.
@MainActor private func table<Rows: RandomAccessCollection>(_ rows: Rows) -> Table
where Rows.Element == Expense {
    Table(rows) { TableColumn("Payee", value: \.payee) }
}

private let expenses = (0..<100).map { Expense(id: $0, payee: "payee \($0)") }

@MainActor struct RowsVersionTests {
    @Test("G14 the same array is the same rows; an edited copy is all rows")
    func arrays() {
        var rows = expenses
        let first = table(rows)
        #expect(table(rows).changedRows(since: first) == ChangedRows.none)
        rows[3].payee = "edited"
        #expect(table(rows).changedRows(since: first) == .all)
        #expect(first.rowsVersion != table(rows).rowsVersion)
    }

    @Test("G14 rows that are objects can change in place: every render reads them")
    func objects() {
        let accounts = [Account(id: 1), Account(id: 2)]
        let first = Table(accounts) { TableColumn("Name", value: \.name) }
        let second = Table(accounts) { TableColumn("Name", value: \.name) }
        #expect(first.rowsVersion == .unknown)
        #expect(second.changedRows(since: first) == .all)
    }

    @Test("G14 a RowStore names the rows its in-place edits touched, and all rows after a move")
    func stores() {
        let store = RowStore(expenses)
        let first = table(store)
        #expect(table(store).changedRows(since: first) == ChangedRows.none)
        store.update(at: 3) { $0.payee = "edited" }
        store.update(at: 7) { $0.payee = "edited too" }
        let edited = table(store)
        #expect(edited.changedRows(since: first) == .positions([3, 7]))
        store.sort { $0.id > $1.id }
        #expect(table(store).changedRows(since: edited) == .all)
        #expect(table(store).changedRows(since: first) == .all)
        #expect(table(RowStore(expenses)).changedRows(since: first) == .all, "another store")
    }

    @Test("G14 a revision older than the store remembers reads every row")
    func oldRevisions() {
        let store = RowStore(expenses)
        let first = table(store)
        for index in 0..<64 { store.update(at: index) { $0.payee += "!" } }
        #expect(table(store).changedRows(since: first) == .positions(Set(0..<64)))
        store.update(at: 64) { $0.payee += "!" }
        #expect(table(store).changedRows(since: first) == .all)
        #expect(store.changedPositions(since: store.revision) == [])
    }
}
