@_spi(Testing) import Gtk

/// A row of the list-model tests.
struct Expense: Identifiable, Equatable {
    let id: Int
    var title: String
    var amount: Int
}

/// `count` expenses with ids from 0, titled `row <id>`, amounts descending.
func expenses(_ count: Int) -> [Expense] {
    (0..<count).map { Expense(id: $0, title: "row \($0)", amount: count - $0) }
}

/// The `items-changed` emissions of a model, as (position, removed, added).
@MainActor
final class ChangeRecorder {
    var changes: [[UInt32]] = []

    /// The model's count GTK read in each emission.
    var counts: [UInt32] = []

    /// Records the changes of `model` (its only `items-changed` handler).
    init(_ model: some ListModel) {
        model.onItemsChanged { [unowned self, unowned model] in
            changes.append([$0, $1, $2])
            counts.append(model.nItems())
        }
    }

    /// The changes recorded since the last call.
    func take() -> [[UInt32]] {
        defer { changes = [] }
        return changes
    }
}

/// The values of `model`'s items as a model over `values` reads them.
@MainActor
func valuesShown(
    by model: some ListModel, of values: ValueListModel<Expense, Int>
) -> [Expense?] {
    (0..<model.nItems()).map { position in
        model.object(position: position).flatMap { values.value(of: $0) }
    }
}

/// A value the test changes after a closure captured it.
@MainActor
final class Shared<Value> {
    var value: Value

    init(_ value: Value) { self.value = value }
}
