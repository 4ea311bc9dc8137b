// Proof from outside (CONTRIBUTING.md): written as an app's module would be,
// against the public API of `Gtk` alone; `make lint` (Scripts/outside-proof.sh)
// fails on any C import or call in this folder.

import Gtk
import XCTest

/// The ledger's category picker on real GTK: a drop-down over a string list.
final class CategoryPickerGtkTests: GtkTestCase {
    func testTheDropDownShowsAndReportsTheChosenCategory() {
        MainActor.assumeIsolated {
            runApplication { application in
                let picker = CategoryPicker(["Home", "Food", "Travel"])
                let window = Window(application: application)
                window.child = picker.dropDown
                window.present()
                let shown = { picker.dropDown.shownTexts() }
                try await waitUntil { shown() == ["Home"] }
                XCTAssertEqual(picker.chosen, "Home")

                picker.choose("Travel")
                XCTAssertEqual(picker.dropDown.selected, 2)
                XCTAssertEqual(picker.chosen, "Travel")
                try await waitUntil { shown() == ["Travel"] }
                window.destroy()
            }
        }
    }
}
