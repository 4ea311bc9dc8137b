import Gtk
import XCTest

final class SettingsTests: GtkTestCase {
    func testTheDarkPreferenceCanBeSwitchedAndRestored() throws {
        try MainActor.assumeIsolated {
            let settings = try XCTUnwrap(Settings.current)
            let original = settings.prefersDarkTheme
            settings.prefersDarkTheme = !original
            XCTAssertEqual(Settings.current?.prefersDarkTheme, !original)
            settings.prefersDarkTheme = original
            XCTAssertEqual(settings.prefersDarkTheme, original)
            XCTAssertFalse(settings.themeName.isEmpty)
        }
    }
}
