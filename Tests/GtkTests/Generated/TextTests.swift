import Gtk
import XCTest

/// GtkText is generated as `Gtk.Text` (written qualified where the Widgets
/// module's `Text` is visible too).
final class TextTests: GtkTestCase {
    func testPropertiesReadBackAndEditableTextIsShared() {
        MainActor.assumeIsolated {
            do {
                let text = Text()
                text.maxLength = 5
                XCTAssertEqual(text.maxLength, 5)
                text.visibility = false
                XCTAssertFalse(text.visibility)
                text.placeholderText = "Name"
                XCTAssertEqual(text.placeholderText, "Name")
                text.overwriteMode = true
                XCTAssertTrue(text.overwriteMode)
                var changes = 0
                text.onChanged { changes += 1 }
                text.text = "abcdefgh"
                XCTAssertEqual(text.text, "abcde", "max-length cuts it")
                XCTAssertEqual(text.textLength(), 5)
                XCTAssertEqual(changes, 1, "the Editable interface's signal")
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
