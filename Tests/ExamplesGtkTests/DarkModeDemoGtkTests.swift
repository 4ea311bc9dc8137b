import Gtk
import GtkHooks
import GtkTesting
import XCTest

@testable import DarkModeDemo

final class DarkModeDemoGtkTests: ExampleTestCase {
    func testTheButtonsSwitchTheWindowsPixelsAndFollowSystemReturnsToTheDesktop() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(ContentView()) { app in
                @MainActor func luminance() async throws -> Double {
                    await app.nextFrame()
                    let window = try XCTUnwrap(app.windows.first)
                    return try XCTUnwrap(window.renderPixels()).averageLuminance
                }
                app.root.desktopColorSchemeChanged(to: .light)
                let atStart = try await luminance()
                XCTAssertGreaterThan(atStart, 0.5, "a light window at start")

                try app.click(text: "Use dark mode")
                let dark = try await luminance()
                XCTAssertLessThan(dark, 0.5, "the window itself turned dark")

                try app.click(text: "Follow system")
                let followingLight = try await luminance()
                XCTAssertGreaterThan(followingLight, 0.5, "back to the light desktop")

                app.root.desktopColorSchemeChanged(to: .dark)
                let followingDark = try await luminance()
                XCTAssertLessThan(followingDark, 0.5, "following the desktop to dark")
                XCTAssertNotNil(app.find(text: "Showing the dark scheme"), app.dump())
            }
        }
    }
}
