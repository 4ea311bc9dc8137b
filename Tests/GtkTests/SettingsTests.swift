import Gtk
import GtkTestSupport
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

    func testPreferringDarkRestylesAnOpenWindow() {
        MainActor.assumeIsolated {
            runApplication { application in
                let settings = try XCTUnwrap(Settings.current)
                let original = settings.prefersDarkTheme
                defer { settings.prefersDarkTheme = original }
                settings.prefersDarkTheme = false
                let window = Window(application: application)
                window.child = Label("theme")
                window.setDefaultSize(width: 120, height: 60)
                window.present()
                try await waitUntil { window.isMapped && window.renderPixels() != nil }
                let light = try XCTUnwrap(window.renderPixels()).averageLuminance

                settings.prefersDarkTheme = true
                try await waitUntil { (window.renderPixels()?.averageLuminance ?? 1) < light }
                let dark = try XCTUnwrap(window.renderPixels()).averageLuminance
                XCTAssertLessThan(dark, 0.5, "dark theme background")
                XCTAssertGreaterThan(light, 0.5, "light theme background")
                window.destroy()
            }
        }
    }
}
