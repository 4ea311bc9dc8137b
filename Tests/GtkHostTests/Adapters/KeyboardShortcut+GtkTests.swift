import Widgets
import XCTest

@testable import GtkHost

/// A shortcut's GTK spelling lives with the GTK host, not with the views.
final class KeyboardShortcutGtkTests: XCTestCase {
    func testKeyboardShortcutsGiveGtkAccelerators() {
        MainActor.assumeIsolated {
            XCTAssertEqual(KeyboardShortcut("s").gtkAccelerator, "<Control>s")
            XCTAssertEqual(
                KeyboardShortcut("z", modifiers: [.control, .shift]).gtkAccelerator,
                "<Control><Shift>z")
            XCTAssertEqual(KeyboardShortcut(",", modifiers: .option).gtkAccelerator, "<Alt>comma")
            XCTAssertEqual(KeyboardShortcut.defaultAction.gtkAccelerator, "Return")
            XCTAssertEqual(KeyboardShortcut.cancelAction.gtkAccelerator, "Escape")
            XCTAssertEqual(KeyboardShortcut(.deleteForward).gtkAccelerator, "<Control>Delete")
            XCTAssertEqual(KeyboardShortcut(.function(5), modifiers: []).gtkAccelerator, "F5")
        }
    }
}
