// Proof from outside (CONTRIBUTING.md): written as an app's module would be,
// against the public API of `Gtk` alone; `make lint` (Scripts/outside-proof.sh)
// fails on any C import or call in this folder.

import Gtk

/// One category an expense can be filed under.
struct Category: Identifiable, Equatable {
    let id: Int
    var name: String
}

/// The ledger's category picker: a drop-down over a `ValueListModel` of
/// categories, which shows each through a closure expression.
///
/// GTK evaluates the expression for each item to get the text it shows
/// (in the button and the popup's rows) and searches; the picker reads the
/// chosen category back from the selected item as a Swift value.
@MainActor
final class CategoryPicker {
    let categories: ValueListModel<Category, Int>
    let dropDown: DropDown
    /// The category chosen, as of the last change of the selection.
    private(set) var chosen: Category?

    init(_ values: [Category]) {
        let categories = ValueListModel(values)
        self.categories = categories
        let name = ClosureExpression { (item: Object) in categories.value(of: item)?.name ?? "" }
        dropDown = DropDown(model: categories, expression: name)
        chosen = currentChoice()
        dropDown.onSelectedChanged { [unowned self] in chosen = currentChoice() }
    }

    /// Chooses the category with `id`, as picking it in the list does.
    func choose(id: Int) {
        guard let position = categories.values.firstIndex(where: { $0.id == id }) else { return }
        dropDown.selected = UInt32(position)
    }

    private func currentChoice() -> Category? {
        dropDown.selectedItem.flatMap { categories.value(of: $0) }
    }
}
