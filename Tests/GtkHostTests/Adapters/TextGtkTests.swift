import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

final class TextGtkTests: GtkHostTestCase {
    func testG2TextIsShownLiterallyNeverAsMarkup() throws {
        try MainActor.assumeIsolated {
            let invalid = String(decoding: [0x61, 0xFF, 0x62] as [UInt8], as: UTF8.self)
            try GtkTester.run(
                VStack {
                    Text("<b>bold</b> & <i>")
                    Text(invalid)
                    Text("<b>bold</b>").bold() + Text(" & <i>").italic()
                }
            ) { app in
                XCTAssertNotNil(app.find(text: "<b>bold</b> & <i>"), app.dump())
                XCTAssertNotNil(app.find(text: "a\u{FFFD}b"), app.dump())
                XCTAssertEqual(app.findAll(text: "<b>bold</b> & <i>").count, 2, "styled runs too")
                let label = try XCTUnwrap(app.findAll(text: "<b>bold</b> & <i>").last as? Gtk.Label)
                XCTAssertFalse(label.useMarkup)
                app.root.render(
                    VStack {
                        Text("<b>bold</b> & <i>")
                        Text(invalid)
                        Text("<b>now plain</b>")
                    })
                XCTAssertEqual(label.displayedText, "<b>now plain</b>", "same label, plain text")
                app.root.render(EmptyView())
                XCTAssertTrue(app.findAll(role: .label).isEmpty)
            }
        }
    }

    func testANulIsShownAsTheNulSymbolAndTheRestFollows() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(
                VStack {
                    Text("a\0b")
                    Text("c\0d").bold()
                }
            ) { app in
                XCTAssertNotNil(app.find(text: "a\u{2400}b"), app.dump())
                XCTAssertNotNil(app.find(text: "c\u{2400}d"), app.dump())
            }
        }
    }

    func testG2StyledRunsArePangoAttributesOfTheirBytesNeverMarkup() throws {
        try MainActor.assumeIsolated {
            let styled = { (text: Widgets.Text) in VStack { text } }
            try GtkTester.run(
                styled(Text("Hello ").bold() + Text("world").italic() + Text("!"))
            ) { app in
                let label = try XCTUnwrap(app.find(text: "Hello world!") as? Gtk.Label)
                XCTAssertEqual(
                    label.attributes?.toString(), "0 6 weight bold\n6 11 style italic")

                app.root.render(
                    styled(
                        Text("a\0").monospaced() + Text("é").underline().strikethrough()
                            + Text("b")))
                XCTAssertEqual(label.displayedText, "a\u{2400}éb", "same label")
                XCTAssertEqual(
                    label.attributes?.toString(),
                    "0 4 family \"monospace\"\n4 6 underline single\n4 6 strikethrough true",
                    "ranges count the bytes GTK holds: ␀ is three, é two")

                app.root.render(styled(Text("plain")))
                XCTAssertEqual(label.displayedText, "plain")
                XCTAssertNil(label.attributes, "a plain text has no attributes left")
            }
        }
    }
}
