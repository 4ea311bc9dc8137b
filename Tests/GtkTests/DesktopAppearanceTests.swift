import FakeDesktop
import Gtk
import GtkTestSupport
import XCTest

/// The settings portal path, against `FakeSettingsPortal` on the run's
/// private session bus.
final class DesktopAppearanceTests: GtkTestCase {
    func testReadsTheColorSchemeFromTheSettingsPortal() throws {
        try MainActor.assumeIsolated {
            let portal = try FakePortal(colorScheme: 1)
            defer { portal.stop() }
            let appearance = DesktopAppearance()
            XCTAssertNotNil(appearance, "a session bus is there")
            XCTAssertEqual(appearance?.colorScheme(), 1)
        }
    }

    func testWithoutAPortalTheColorSchemeIsUnknown() {
        MainActor.assumeIsolated {
            let appearance = DesktopAppearance()
            XCTAssertNotNil(appearance, "a session bus is there")
            XCTAssertNil(appearance?.colorScheme(), "no program owns the portal's name")
        }
    }

    func testReportsEveryChangeTheSettingsPortalSignals() throws {
        try MainActor.assumeIsolated {
            let portal = try FakePortal(colorScheme: 2)
            defer { portal.stop() }
            let appearance = try XCTUnwrap(DesktopAppearance())
            var received: [UInt32] = []
            appearance.onColorSchemeChanged { received.append($0) }
            // Subscribing sends the bus its match rule without waiting; the bus
            // handles a connection's messages in order, so once this call has
            // its reply the rule is in place and no signal after it is lost.
            XCTAssertEqual(appearance.colorScheme(), 2)
            try portal.set(colorScheme: 1)
            try portal.set(colorScheme: 0)
            try portal.set(colorScheme: 2)
            let deadline = ContinuousClock.now + .seconds(10)
            while received.count < 3 && ContinuousClock.now < deadline {
                _ = MainLoop.drainPendingEvents()
            }
            XCTAssertEqual(received, [1, 0, 2])
            XCTAssertEqual(appearance.colorScheme(), 2)
        }
    }
}
