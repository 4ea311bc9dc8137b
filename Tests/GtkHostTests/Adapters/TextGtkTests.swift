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
                    Text(markup: "<b>bold</b>")
                }
            ) { app in
                XCTAssertNotNil(app.find(text: "<b>bold</b> & <i>"), app.dump())
                XCTAssertNotNil(app.find(text: "a\u{FFFD}b"), app.dump())
                XCTAssertNotNil(app.find(text: "bold"), "markup only when asked for")
                let label = try XCTUnwrap(app.find(text: "bold"))
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
                    Text(markup: "<b>c\0d</b>")
                }
            ) { app in
                XCTAssertNotNil(app.find(text: "a\u{2400}b"), app.dump())
                XCTAssertNotNil(app.find(text: "c\u{2400}d"), app.dump())
            }
        }
    }
}
