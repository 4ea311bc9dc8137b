import Gtk
import XCTest

final class AttrListConveniencesTests: GtkTestCase {
    func testEachStyleCoversItsBytesAndALabelKeepsThemOverPlainText() {
        MainActor.assumeIsolated {
            let attributes = AttrList()
            attributes.insert(weight: .bold, bytes: 0..<2)
            attributes.insert(style: .italic, bytes: 2..<4)
            attributes.insert(family: "monospace", bytes: 4..<6)
            attributes.insert(underline: .single, bytes: 6..<8)
            attributes.insert(strikethrough: true, bytes: 8..<10)
            let label = Label("<b>bold?</b>")
            label.attributes = attributes
            label.text = "<i>still plain</i>"
            XCTAssertEqual(label.text, "<i>still plain</i>")
            XCTAssertFalse(label.useMarkup)
            XCTAssertEqual(
                label.attributes?.toString(),
                """
                0 2 weight bold
                2 4 style italic
                4 6 family "monospace"
                6 8 underline single
                8 10 strikethrough true
                """)
        }
    }
}
