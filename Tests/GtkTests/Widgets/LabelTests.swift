import Gtk
import XCTest

final class LabelTests: GtkTestCase {
    func testTextIsPlainTextNotMarkup() {
        MainActor.assumeIsolated {
            let label = Label("<b>bold?</b>")
            XCTAssertEqual(label.text, "<b>bold?</b>")
            label.text = "a & b"
            XCTAssertEqual(label.text, "a & b")
        }
    }

    func testMarkupIsParsedOnlyWhenAskedFor() {
        MainActor.assumeIsolated {
            let label = Label()
            label.setMarkup("<b>bold</b>")
            XCTAssertEqual(label.text, "bold")
        }
    }

    func testPropertiesRoundTrip() {
        MainActor.assumeIsolated {
            let label = Label()
            label.wraps = true
            label.isSelectable = true
            label.textAlignment = 0
            XCTAssertTrue(label.wraps)
            XCTAssertTrue(label.isSelectable)
            XCTAssertEqual(label.textAlignment, 0)
        }
    }
}
