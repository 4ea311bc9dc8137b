import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

final class TextRunsGtkTests: GtkHostTestCase {
    func testG45AColorRunIsAPangoForegroundOfItsBytes() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(
                VStack { Text("Total: ") + Text("<12>").foregroundStyle(.red).bold() }
            ) { app in
                let label = try XCTUnwrap(app.find(text: "Total: <12>") as? Gtk.Label, app.dump())
                XCTAssertFalse(label.useMarkup)
                XCTAssertEqual(
                    label.attributes?.toString(),
                    "7 11 weight bold\n7 11 foreground #ffff00000000")
            }
        }
    }

    func testG46ALinkRunIsShownLiterallyAndOpensThroughTheAppsHandler() throws {
        try MainActor.assumeIsolated {
            let opened = Recorder<String>()
            let view = { (text: Widgets.Text) in
                VStack { text }
                    .environment(
                        \.openURL,
                        OpenURLAction { address in
                            opened.record(address)
                            return .handled
                        })
            }
            let linked =
                Text("See <the> ") + Text("manual & more").link("https://example.org/?a=1&b=2")
                + Text(".").bold()
            try GtkTester.run(view(linked)) { app in
                let label = try XCTUnwrap(
                    app.find(text: "See <the> manual & more.") as? Gtk.Label, app.dump())
                XCTAssertEqual(label.attributes?.toString(), "23 24 weight bold", "G2: bytes")
                XCTAssertTrue(
                    label.emitActivateLink("https://example.org/?a=1&b=2"),
                    "G46: the app's handler took the click")
                XCTAssertEqual(opened.values, ["https://example.org/?a=1&b=2"])

                app.root.render(view(Text("no link now")))
                XCTAssertEqual(label.displayedText, "no link now")
                XCTAssertFalse(label.useMarkup, "a plain text again")
            }
        }
    }
}
