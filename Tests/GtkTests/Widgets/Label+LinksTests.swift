import Gtk
import XCTest

final class LabelLinksTests: GtkTestCase {
    func testLinkedPiecesAreEscapedShownLiterallyAndActivateTheirAddress() {
        MainActor.assumeIsolated {
            let label = Label()
            label.setText(linking: [("a <b> & ", nil), ("docs\0", "https://x.org/?a=1&b=\"2\"")])
            XCTAssertEqual(label.text, "a <b> & docs\u{2400}", "escaped, never read as markup")
            var opened: [String] = []
            label.onActivateLink { address in
                opened.append(address)
                return true
            }
            XCTAssertTrue(label.emitActivateLink("https://x.org/?a=1&b=\"2\""))
            XCTAssertEqual(opened, ["https://x.org/?a=1&b=\"2\""])
        }
    }
}
