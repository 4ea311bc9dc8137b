// Proof from outside (CONTRIBUTING.md): written as an app's module would be,
// against the public API of `Gtk` alone; `make lint` (Scripts/outside-proof.sh)
// fails on any C import or call in this folder.

import Gtk

/// The ledger's category picker: a drop-down of category names.
///
/// GTK shows each item of the drop-down's `StringList` through the string
/// expression `DropDown(strings:)` gives it; the picker reads the chosen
/// name back by position.
@MainActor
final class CategoryPicker {
    let categories: [String]
    let dropDown: DropDown
    /// The category chosen, as of the last change of the selection.
    private(set) var chosen: String?

    init(_ categories: [String]) {
        self.categories = categories
        dropDown = DropDown(strings: categories)
        chosen = category(at: dropDown.selected)
        dropDown.onSelectedChanged { [unowned self] in
            chosen = category(at: dropDown.selected)
        }
    }

    /// Chooses `category` (one of ``categories``), as picking it in the list does.
    func choose(_ category: String) {
        guard let position = categories.firstIndex(of: category) else { return }
        dropDown.selected = UInt32(position)
    }

    private func category(at position: UInt32) -> String? {
        Int(position) < categories.count ? categories[Int(position)] : nil
    }
}
