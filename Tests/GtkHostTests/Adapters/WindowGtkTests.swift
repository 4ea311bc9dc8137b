import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct Editor: View {
    var title = "Notes"
    var showsMenu = true
    let log: Recorder<String>

    var body: some View {
        Widgets.Window(title, width: 320, height: 200) {
            Text("body of \(title)")
        } toolbar: {
            ToolbarItem(placement: .end) {
                if showsMenu {
                    Menu("File") {
                        MenuItem("New", shortcut: KeyboardShortcut("n")) { log.record("new") }
                        MenuItem("Quit", shortcut: KeyboardShortcut("q")) { log.record("quit") }
                    }
                }
            }
            ToolbarItem(placement: .start) {
                Widgets.Button("Back") { log.record("back") }
            }
        }
    }
}

final class WindowGtkTests: GtkHostTestCase {
    func testWindowWithHeaderBarToolbarItemsMenusAndShortcuts() throws {
        try MainActor.assumeIsolated {
            let log = Recorder<String>()
            try GtkTester.run(Editor(log: log)) { app in
                let window = try XCTUnwrap(app.windows.first)
                XCTAssertEqual(window.title, "Notes")
                XCTAssertNotNil(app.find(text: "body of Notes"))
                let header = try XCTUnwrap(app.allWidgets.first { $0 is Gtk.HeaderBar })
                XCTAssertTrue(header.subtree.contains { $0.displayedText == "Notes" })
                try app.click(text: "Back")
                XCTAssertEqual(log.values, ["back"])

                let menu = try XCTUnwrap(
                    app.allWidgets.first { $0 is Gtk.MenuButton } as? Gtk.MenuButton)
                XCTAssertEqual(menu.label, "File")
                XCTAssertEqual(menu.itemTitles, ["New", "Quit"])
                try app.chooseMenuItem("Quit")
                XCTAssertTrue(app.press("<Control>n", in: window))
                XCTAssertEqual(log.values, ["back", "quit", "new"])

                app.root.render(Editor(title: "Draft", log: log))
                XCTAssertEqual(window.title, "Draft")
                XCTAssertTrue(header.subtree.contains { $0.displayedText == "Draft" })
                app.root.render(Editor(title: "Draft", showsMenu: false, log: log))
                XCTAssertFalse(app.press("<Control>n", in: window), "shortcut gone with its menu")
                app.root.render(Text("no window"))
                await app.nextFrame()
                XCTAssertFalse(window.isVisible, "the window is destroyed")
            }
        }
    }
}
