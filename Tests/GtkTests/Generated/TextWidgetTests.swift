import Gtk
import XCTest

/// GtkText is generated as TextWidget (the Widgets module has a Text view).
final class TextWidgetTests: GtkTestCase {
    func testPropertiesReadBackAndEditableTextIsShared() {
        MainActor.assumeIsolated {
            do {
                let text = TextWidget()
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
