import Gtk
import XCTest

final class SearchEntryConveniencesTests: GtkTestCase {
    func testASearchEntrysPlaceholderIsItsPlaceholderText() {
        MainActor.assumeIsolated {
            let entry = SearchEntry()
            entry.placeholder = "Search notes"
            XCTAssertEqual(entry.placeholderText, "Search notes")
            XCTAssertEqual(entry.placeholder, "Search notes")
        }
    }
}
