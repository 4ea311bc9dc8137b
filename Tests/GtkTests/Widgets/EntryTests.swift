import Gtk
import XCTest

final class EntryTests: GtkTestCase {
    func testTextPlaceholderAndVisibility() {
        MainActor.assumeIsolated {
            let entry = Entry()
            entry.text = "hello"
            entry.placeholder = "Name"
            entry.isTextVisible = false
            entry.isEditable = false
            XCTAssertEqual(entry.text, "hello")
            XCTAssertEqual(entry.placeholder, "Name")
            XCTAssertFalse(entry.isTextVisible)
            XCTAssertFalse(entry.isEditable)
        }
    }

    func testSubmitReportsEnter() {
        MainActor.assumeIsolated {
            let entry = Entry()
            var submitted: [String] = []
            entry.onActivate { [unowned entry] in submitted.append(entry.text) }
            entry.text = "done"
            entry.submit()
            XCTAssertEqual(submitted, ["done"])
        }
    }
}
