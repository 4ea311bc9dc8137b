import Gtk
import GtkTestSupport
import XCTest

/// A window whose button shows a popover holding a focused entry.
@MainActor private func windowWithShownPopover(
    in application: Application
) async throws -> (Window, MenuButton, Popover, Entry) {
    let window = Window(application: application)
    let button = MenuButton()
    let popover = Popover()
    let entry = Entry()
    popover.child = entry
    button.setPopover(popover: popover)
    window.child = button
    window.present()
    try await waitUntil { button.isMapped }
    button.popup()
    try await waitUntil { popover.isMapped }
    _ = entry.grabFocus()
    return (window, button, popover, entry)
}

// The base class fails a test that leaves a GTK object alive: without the
// call, the popover and its entry would outlive each test.
final class WidgetShownPopoversTests: GtkTestCase {
    func testClosedPopoversGoWithTheirWindow() {
        MainActor.assumeIsolated {
            runApplication { application in
                let (window, _, popover, entry) = try await windowWithShownPopover(in: application)
                XCTAssertTrue(
                    window.focusWidget?.parent === entry, "the entry's text has the focus")
                window.closeShownPopovers()
                XCTAssertFalse(popover.isVisible)
                XCTAssertNil(window.focusWidget, "the focus left the closed popover")
                window.destroy()
            }
        }
    }

    func testClosedPopoversGoWithTheirButton() {
        MainActor.assumeIsolated {
            runApplication { application in
                let (window, button, popover, _) = try await windowWithShownPopover(
                    in: application)
                button.closeShownPopovers()
                XCTAssertFalse(popover.isVisible)
                window.child = nil
                window.destroy()
            }
        }
    }
}
