import Gtk
import XCTest

final class MessageDialogTests: GtkTestCase {
    func testTextDetailAndButtonsAreShownLiterally() throws {
        try MainActor.assumeIsolated {
            let dialog = MessageDialog(
                parent: nil, text: "<b>bold?</b> & co", detail: "%s%n 100%",
                buttons: ["Save_as", "<i>x</i>"])
            let shown = dialog.subtree.compactMap(\.displayedText)
            XCTAssertTrue(shown.contains("<b>bold?</b> & co"), "\(shown)")
            XCTAssertTrue(shown.contains("%s%n 100%"), "\(shown)")
            // What a person reads is the label inside each button.
            let buttonTexts = try (0..<2).map { index in
                try XCTUnwrap(dialog.button(at: index)).subtree.dropFirst()
                    .compactMap(\.displayedText).first
            }
            XCTAssertEqual(buttonTexts, ["Save_as", "<i>x</i>"])
            dialog.destroy()
        }
    }
}
