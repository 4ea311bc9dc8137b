import CGtk
import Gtk
import GtkTestSupport
import XCTest

final class ScrolledWindowTests: GtkTestCase {
    func testTheChildIsScrolledContent() {
        MainActor.assumeIsolated {
            let scrolled = ScrolledWindow()
            let rows = Box()
            scrolled.child = rows
            scrolled.setPolicy(horizontal: .never, vertical: .automatic)
            scrolled.propagatesNaturalHeight = true
            XCTAssertTrue(rows.hasParent)
            XCTAssertTrue(scrolled.propagatesNaturalHeight)
            scrolled.child = nil
            XCTAssertFalse(rows.hasParent)
        }
    }

    // GTK 4.8 connects each scrolled window to its GtkSettings at realize and
    // never disconnects: without GtkHooks' unrealize handler the settings
    // gained one handler per window shown (and a later change of
    // gtk-overlay-scrolling called it on the freed widget).
    func testShowingAndRemovingScrolledWindowsLeavesNoHandlerOnTheSettings() {
        MainActor.assumeIsolated {
            runApplication { application in
                let window = Window(application: application)
                let stage = Box()
                window.child = stage
                window.present()
                try await waitUntil { window.isMapped }
                let settings = UnsafeMutableRawPointer(try XCTUnwrap(gtk_settings_get_default()))
                // One shown first: GTK connects its own handlers on first use.
                var first: ScrolledWindow? = ScrolledWindow()
                stage.append(first!)
                stage.remove(first!)
                first = nil
                let before = gtkhooks_signal_handler_count(settings)
                for _ in 0..<20 {
                    let scrolled = ScrolledWindow()
                    scrolled.child = Label("scrolled")
                    stage.append(scrolled)
                    XCTAssertTrue(scrolled.isMapped)
                    stage.remove(scrolled)
                }
                XCTAssertEqual(gtkhooks_signal_handler_count(settings), before)
                // Reaches no removed window (GTK 4.8 alone: a critical on a freed widget).
                let overlay = gtkhooks_object_get_bool(settings, "gtk-overlay-scrolling")
                gtkhooks_object_set_bool(settings, "gtk-overlay-scrolling", overlay == 0 ? 1 : 0)
                gtkhooks_object_set_bool(settings, "gtk-overlay-scrolling", overlay)
                window.destroy()
            }
        }
    }
}
