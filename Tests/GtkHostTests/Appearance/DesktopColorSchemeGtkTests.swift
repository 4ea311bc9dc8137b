import FakeDesktop
import Gtk
import GtkHost
import GtkTestSupport
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct SchemeLabel: HookView {
    var hookBody: some View {
        let scheme = useEnvironment(\.colorScheme)
        Text("scheme \(scheme)")
    }
}

/// The desktop's dark preference from the settings portal, at start and when
/// it changes while the app runs, with `FakeSettingsPortal` on the run's
/// private session bus.
final class DesktopColorSchemeGtkTests: GtkHostTestCase {
    func testTheDarkPreferenceOfTheSettingsPortalStylesTheAppAtStart() throws {
        try MainActor.assumeIsolated {
            let portal = try FakePortal(colorScheme: 1)
            defer { portal.stop() }
            try GtkTester.run(SchemeLabel()) { app in
                XCTAssertEqual(app.root.desktopColorScheme, .dark)
                XCTAssertNotNil(app.find(text: "scheme dark"), app.dump())
                XCTAssertEqual(Settings.current?.prefersDarkTheme, true)
            }
            XCTAssertEqual(Settings.current?.prefersDarkTheme, false, "restored at unmount")
        }
    }

    func testAPortalChangeAtRunTimeRestylesTheApp() throws {
        try MainActor.assumeIsolated {
            let portal = try FakePortal(colorScheme: 2)
            defer { portal.stop() }
            try GtkTester.run(SchemeLabel()) { app in
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "scheme light"), app.dump())
                let light = try app.pixels()
                try portal.set(colorScheme: 1)
                try await app.waitUntil { app.find(text: "scheme dark") != nil }
                XCTAssertEqual(Settings.current?.prefersDarkTheme, true)
                await app.nextFrame()
                XCTAssertGreaterThan(try app.pixels().differingPixels(from: light), 0, "restyled")
                try portal.set(colorScheme: 2)
                try await app.waitUntil { app.find(text: "scheme light") != nil }
                XCTAssertEqual(Settings.current?.prefersDarkTheme, false)
            }
        }
    }

    // The portal switches to dark right after answering the app's read of
    // light: subscribed only after the read, the app missed that change and
    // stayed light.
    func testAPortalChangeRightAfterTheFirstReadIsNotLost() throws {
        try MainActor.assumeIsolated {
            let portal = try FakePortal(colorScheme: 2)
            defer { portal.stop() }
            try portal.changeAfterNextRead(to: 1)
            try GtkTester.run(SchemeLabel()) { app in
                try await app.waitUntil { app.find(text: "scheme dark") != nil }
                XCTAssertEqual(app.root.desktopColorScheme, .dark)
                XCTAssertEqual(Settings.current?.prefersDarkTheme, true)
            }
        }
    }
}
