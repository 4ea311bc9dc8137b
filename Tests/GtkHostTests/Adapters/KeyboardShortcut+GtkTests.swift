import Widgets
import XCTest

@testable import GtkHost

/// A shortcut's GTK spelling lives with the GTK host, not with the views.
final class KeyboardShortcutGtkTests: XCTestCase {
    func testKeyboardShortcutsGiveGtkAccelerators() {
        XCTAssertEqual(KeyboardShortcut("s").gtkAccelerator, "<Control>s")
        XCTAssertEqual(
            KeyboardShortcut("z", modifiers: [.control, .shift]).gtkAccelerator,
            "<Control><Shift>z")
    }
}
