import Gtk
import GtkHost
import GtkTesting
import Reconciler
import Widgets
import XCTest

private struct Titled: View {
    let title: String

    var body: some View {
        Widgets.Window(title, width: 320, height: 200) { Text("body") }
    }
}

/// Hostile window titles are shown literally, in the GtkWindow's title and
/// in its header bar, with no markup, mnemonic or format read into them.
final class WindowTitleGtkTests: GtkHostTestCase {
    func testHostileTitlesAreShownLiterally() throws {
        try MainActor.assumeIsolated {
            let titles = [
                "<b>Bold</b> & <i>not</i> &amp; markup", "%s%n%d %@", "file_name.txt and __init__",
                "tab\there\u{202E}bidi override\u{202C}",
                String(repeating: "long title ", count: 2_000),
            ]
            try GtkTester.run(Titled(title: "start")) { app in
                let window = try XCTUnwrap(app.windows.first)
                let header = try XCTUnwrap(app.allWidgets.first { $0 is Gtk.HeaderBar })
                for title in titles {
                    app.root.render(Titled(title: title))
                    await app.nextFrame()
                    XCTAssertEqual(window.title, title)
                    XCTAssertTrue(
                        header.subtree.contains { $0.displayedText == title },
                        "header bar shows \(title.prefix(40))")
                }
            }
        }
    }

    func testANulInATitleIsShownNotCut() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Titled(title: "Report\0hidden part")) { app in
                let window = try XCTUnwrap(app.windows.first)
                XCTAssertEqual(window.title, "Report\u{2400}hidden part")
                let header = try XCTUnwrap(app.allWidgets.first { $0 is Gtk.HeaderBar })
                XCTAssertTrue(
                    header.subtree.contains { $0.displayedText == "Report\u{2400}hidden part" })
            }
        }
    }
}

/// A window's width does not follow its title's length.
final class WindowTitleWidthGtkTests: GtkHostTestCase {
    func testG41ALongTitleEllipsizesAndKeepsTheWindowsWidth() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Titled(title: "Short")) { app in
                let window = try XCTUnwrap(app.windows.first)
                await app.nextFrame()
                let width = window.width
                XCTAssertGreaterThan(width, 0)
                let long = String(repeating: "A very long document title ", count: 30)
                app.root.render(Titled(title: long))
                await app.nextFrame()
                await app.nextFrame()
                XCTAssertEqual(window.width, width, "G41: the window keeps its width")
                let header = try XCTUnwrap(app.allWidgets.first { $0 is Gtk.HeaderBar })
                let title = try XCTUnwrap(
                    header.subtree.first { $0.displayedText == long } as? Gtk.Label)
                XCTAssertEqual(title.ellipsize, .end)
                XCTAssertLessThan(title.width, width, "the title is cut inside the bar")
            }
        }
    }
}
