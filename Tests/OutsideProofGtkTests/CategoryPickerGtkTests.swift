// Proof from outside (CONTRIBUTING.md): written as an app's module would be,
// against the public API of `Gtk` alone; `make lint` (Scripts/outside-proof.sh)
// fails on any C import or call in this folder.

import Gtk
import GtkTestSupport
import XCTest

/// The ledger's category picker on real GTK: a drop-down over Swift values,
/// shown through a closure expression.
final class CategoryPickerGtkTests: GtkTestCase {
    func testTheDropDownShowsTheExpressionsTextAndReportsTheChosenValue() {
        MainActor.assumeIsolated {
            runApplication { application in
                let picker = CategoryPicker([
                    Category(id: 10, name: "Home"), Category(id: 20, name: "Food"),
                    Category(id: 30, name: "Travel"),
                ])
                let window = Window(application: application)
                window.child = picker.dropDown
                window.present()
                let shown = { picker.dropDown.shownTexts() }
                try await waitUntil { shown() == ["Home"] }
                XCTAssertEqual(picker.chosen, Category(id: 10, name: "Home"))

                picker.choose(id: 30)
                XCTAssertEqual(picker.dropDown.selected, 2)
                XCTAssertEqual(picker.chosen?.name, "Travel")
                try await waitUntil { shown() == ["Travel"] }

                // A renamed value is a new row, which GTK shows through the
                // expression again.
                picker.categories[2] = Category(id: 30, name: "Trips")
                try await waitUntil { shown() == ["Trips"] }
                XCTAssertEqual(picker.chosen?.name, "Trips")
                window.destroy()
            }
        }
    }
}
