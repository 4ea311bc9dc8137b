// Proof from outside (CONTRIBUTING.md): written as an app's module would be,
// against the public API of `Gtk` alone; `make lint` (Scripts/outside-proof.sh)
// fails on any C import or call in this folder.

import Gtk
import GtkTestSupport
import XCTest

/// The ledger's table on real GTK: a column view over a sort model over a
/// filter model over a `ValueListModel`, with a single selection.
final class ExpenseTableGtkTests: GtkTestCase {
    func testTheWindowShowsTheRowsSortedAndTheOrderFollowsANewSorter() {
        MainActor.assumeIsolated {
            runApplication { application in
                let table = ExpenseTable(Expense.sample)
                let window = Window(application: application)
                window.child = table.root
                window.setDefaultSize(width: 400, height: 300)
                window.present()
                let cells = { table.view.shownTexts(ofClass: ExpenseTable.cellClass) }
                try await waitUntil { cells().count == 8 }
                XCTAssertEqual(
                    cells(), ["Books", "60", "Groceries", "120", "Rent", "900", "Taxi", "35"])

                table.sortByAmountDescending()
                XCTAssertEqual(
                    table.sortedExpenses.map(\.title), ["Rent", "Groceries", "Books", "Taxi"])
                try await waitUntil { cells().first == "Rent" }
                XCTAssertEqual(
                    cells(), ["Rent", "900", "Groceries", "120", "Books", "60", "Taxi", "35"])
                window.destroy()
            }
        }
    }

    func testTheSelectionFollowsItsExpenseWhenARowIsInsertedBeforeIt() {
        MainActor.assumeIsolated {
            runApplication { application in
                let table = ExpenseTable(Expense.sample)
                let window = Window(application: application)
                window.child = table.root
                window.present()
                XCTAssertTrue(table.selection.selectItem(position: 1, unselectRest: true))
                XCTAssertEqual(table.selectedExpense?.title, "Groceries")

                // Sorted by title, "Coffee" comes before "Groceries".
                table.expenses.append(Expense(id: 5, title: "Coffee", amount: 4))
                XCTAssertEqual(table.selection.selected, 2)
                XCTAssertEqual(table.selectedExpense?.title, "Groceries")
                XCTAssertTrue(table.selection.isSelected(position: 2))
                XCTAssertFalse(table.selection.isSelected(position: 1))
                window.destroy()
            }
        }
    }

    func testTheSearchFieldFiltersTheRowsShown() {
        MainActor.assumeIsolated {
            runApplication { application in
                let table = ExpenseTable(Expense.sample)
                let window = Window(application: application)
                window.child = table.root
                window.setDefaultSize(width: 400, height: 300)
                window.present()
                let cells = { table.view.shownTexts(ofClass: ExpenseTable.cellClass) }
                try await waitUntil { cells().count == 8 }

                // `search-changed` comes after the entry's delay, as for typing.
                table.search.text = "O"
                try await waitUntil { table.query == "o" }
                XCTAssertEqual(table.filtered.nItems, 2)
                try await waitUntil { cells().count == 4 }
                XCTAssertEqual(cells(), ["Books", "60", "Groceries", "120"])

                table.search.text = ""
                try await waitUntil { table.query.isEmpty }
                XCTAssertEqual(table.filtered.nItems, 4)
                try await waitUntil { cells().count == 8 }
                window.destroy()
            }
        }
    }
}
