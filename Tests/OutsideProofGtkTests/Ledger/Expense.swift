// Proof from outside (CONTRIBUTING.md): written as an app's module would be,
// against the public API of `Gtk` alone; `make lint` (Scripts/outside-proof.sh)
// fails on any C import or call in this folder.

/// One row of the ledger: a plain Swift value, never a GObject.
struct Expense: Identifiable, Equatable {
    let id: Int
    var title: String
    var amount: Int

    /// The ledger the tests start from, in the order it was entered.
    static let sample = [
        Expense(id: 1, title: "Rent", amount: 900),
        Expense(id: 2, title: "Groceries", amount: 120),
        Expense(id: 3, title: "Taxi", amount: 35),
        Expense(id: 4, title: "Books", amount: 60),
    ]
}
