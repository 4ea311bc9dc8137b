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

    func testAForegroundColorIsSixteenBitChannelsAndAnOpacity() {
        MainActor.assumeIsolated {
            let attributes = AttrList()
            attributes.insert(foreground: Pixel(red: 255, green: 0, blue: 128), bytes: 0..<2)
            attributes.insert(foreground: Pixel(red: 0, green: 0, blue: 0, alpha: 0), bytes: 2..<3)
            XCTAssertEqual(
                attributes.toString(),
                "0 2 foreground #ffff00008080\n2 3 foreground #000000000000\n2 3 foreground-alpha 1"
            )
        }
    }
}
