// Proof from outside (CONTRIBUTING.md): written as an app's module would be,
// against the public API of `Gtk` alone; `make lint` (Scripts/outside-proof.sh)
// fails on any C import or call in this folder.

import Gtk

/// The ledger's table: a search field over a column view of expenses.
///
/// The values live in a `ValueListModel`; GTK filters them (the search
/// text), sorts them (the sorter the app picks) and keeps one selected, each
/// with its own model stacked on the one below.
@MainActor
final class ExpenseTable {
    /// The CSS class of the labels the table's cells show, to tell them from
    /// the column headers' labels.
    static let cellClass = "ledger-cell"

    let expenses: ValueListModel<Expense, Int>
    let filtered: FilterListModel
    let sorted: SortListModel
    let selection: SingleSelection
    let view: ColumnView
    let search = SearchEntry()
    let root = Box(.vertical, spacing: 6)
    /// The text the filter keeps rows by (lowercased), as of the last `search-changed`.
    private(set) var query = ""

    init(_ values: [Expense]) {
        let expenses = ValueListModel(values)
        self.expenses = expenses
        filtered = FilterListModel(model: expenses, filter: nil)
        sorted = SortListModel(model: filtered, sorter: nil)
        selection = SingleSelection(model: sorted)
        view = ColumnView(model: selection)
        view.appendColumn(column: Self.column("Title", of: expenses) { $0.title })
        view.appendColumn(column: Self.column("Amount", of: expenses) { String($0.amount) })
        filtered.filter = expenses.filter { [unowned self] expense in
            query.isEmpty || expense.title.lowercased().contains(query)
        }
        sortByTitle()
        search.onSearchChanged { [unowned self] in
            query = search.text.lowercased()
            filtered.filter?.changed(change: .different)
        }
        let scroller = ScrolledWindow()
        scroller.child = view
        scroller.expandsVertically = true
        root.append(search)
        root.append(scroller)
    }

    /// Sorts the rows by title, A to Z.
    func sortByTitle() {
        sorted.sorter = expenses.sorter { $0.title < $1.title }
    }

    /// Sorts the rows by amount, largest first.
    func sortByAmountDescending() {
        sorted.sorter = expenses.sorter { $0.amount > $1.amount }
    }

    /// The selected expense, read back from the selection's item.
    var selectedExpense: Expense? {
        selection.selectedItem.flatMap { expenses.value(of: $0) }
    }

    /// The expenses in the order the sort model gives them to the view.
    var sortedExpenses: [Expense] {
        (0..<sorted.nItems).compactMap { position in
            sorted.object(position: position).flatMap { expenses.value(of: $0) }
        }
    }

    /// A column whose cells are labels showing `text` of their expense.
    private static func column(
        _ title: String, of expenses: ValueListModel<Expense, Int>,
        text: @escaping @MainActor (Expense) -> String
    ) -> ColumnViewColumn {
        let factory = expenses.makeFactory(
            makeRow: { () -> Label in
                let label = Label()
                label.addCSSClass(cellClass)
                return label
            },
            bind: { label, expense in label.text = text(expense) })
        return ColumnViewColumn(title: title, factory: factory)
    }
}
