import Gtk
import GtkHooks
import GtkTestSupport
import GtkTesting
import XCTest

@testable import Notes

/// Notes' keyboard focus on real GTK widgets, with real key presses.
final class NotesFocusGtkTests: ExampleTestCase {
    func testG119CtrlNAddsANoteAndMovesGtksFocusIntoItsTitle() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(NotesView()) { app in
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                try await app.waitUntil { app.find(text: "Book club") != nil }
                try await app.waitUntilMapped()
                let window = try XCTUnwrap(app.windows.first)
                try await Task.sleep(for: .milliseconds(300))
                input.move(to: window, x: 20, y: 20)  // the keys go where the pointer is
                try await Task.sleep(for: .milliseconds(200))
                XCTAssertNil(app.find(label: "Title"), "no note is selected: no title field")

                input.type(keysym: 0x6e, holding: 0xffe3)  // Ctrl+N
                try await app.waitUntil { app.find(label: "Title")?.isMapped == true }
                let title = try XCTUnwrap(app.find(label: "Title"))
                try await app.waitUntil { Self.focus(of: window, isIn: title) }
                XCTAssertTrue(title.subtree.contains { $0.hasFocus }, "GTK's focus widget")

                input.type("Plans")  // typed into the new note's title
                try await app.waitUntil {
                    app.findAll(text: "Plans").contains { $0 is Gtk.Label }
                }

                let body = try XCTUnwrap(app.find(label: "Body"))
                XCTAssertTrue(body.grabFocus())
                input.type(keysym: 0x6e, holding: 0xffe3)  // Ctrl+N again, from the body
                try await app.waitUntil { Self.focus(of: window, isIn: title) }
                try await app.waitUntil { (title as? Gtk.Entry)?.text == "" }
            }
        }
    }

    /// Whether the focus widget of `window` is `widget` or inside it.
    @MainActor private static func focus(of window: Gtk.Window, isIn widget: Gtk.Widget) -> Bool {
        guard let focus = window.focus() else { return false }
        return focus === widget || focus.isAncestor(ancestor: widget)
    }
}
