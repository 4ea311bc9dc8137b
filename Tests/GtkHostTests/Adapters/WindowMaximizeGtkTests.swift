import Gtk
import GtkHost
import GtkTestSupport
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

/// What the view shows and how the test flips its state, without walking
/// the widget tree: with the pointer over the window, GTK parents its
/// display-wide tooltip window to it, and a walk would wrap that (alive for
/// the display's lifetime, so counted as a leak).
@MainActor private final class Controls {
    var setMaximized: ((Bool) -> Void)?
    var setFullscreen: ((Bool) -> Void)?
    var shown: (maximized: Bool, fullscreen: Bool) = (false, false)
}

/// A window whose maximized and fullscreen state are bindings.
private struct Resizing: HookView {
    let controls: Controls

    var hookBody: some View {
        let isMaximized = useState(false)
        let isFullscreen = useState(false)
        controls.setMaximized = { isMaximized.wrappedValue = $0 }
        controls.setFullscreen = { isFullscreen.wrappedValue = $0 }
        controls.shown = (isMaximized.wrappedValue, isFullscreen.wrappedValue)
        return Widgets.Window("Resizing") { Text("resizing") }
            .maximized(isMaximized)
            .fullscreen(isFullscreen)
    }
}

/// The maximized and fullscreen bindings under a real window manager.
///
/// Xvfb has none; `TestWindowManager` starts one. The bindings ask GTK, the
/// window manager changes the window's `_NET_WM_STATE`, GDK reports it, and
/// the adapter writes the bindings back when the state changes from GTK's
/// side. evilwm treats fullscreen as maximized both ways, so the tests do
/// not tell the two states apart.
final class WindowMaximizeGtkTests: GtkHostTestCase {
    func testTheMaximizedBindingMaximizesTheWindowAndTheWindowManagerWritesItBack() throws {
        try MainActor.assumeIsolated {
            let manager = try TestWindowManager()
            defer { manager.stop() }
            let controls = Controls()
            try GtkTester.run(Resizing(controls: controls)) { app in
                try await app.waitUntilMapped()
                let window = try XCTUnwrap(app.windows.first)
                XCTAssertFalse(window.maximized)
                controls.setMaximized?(true)
                try await app.waitUntil { window.maximized }
                XCTAssertTrue(controls.shown.maximized)
                window.unmaximize()
                try await app.waitUntil { !controls.shown.maximized }
                XCTAssertFalse(window.maximized)
                controls.setMaximized?(true)
                try await app.waitUntil { window.maximized }
            }
        }
    }

    func testTheFullscreenBindingMakesTheWindowFullscreenAndLeavingItWritesItBack() throws {
        try MainActor.assumeIsolated {
            let manager = try TestWindowManager()
            defer { manager.stop() }
            let controls = Controls()
            try GtkTester.run(Resizing(controls: controls)) { app in
                try await app.waitUntilMapped()
                let window = try XCTUnwrap(app.windows.first)
                XCTAssertFalse(window.fullscreened)
                controls.setFullscreen?(true)
                try await app.waitUntil { window.fullscreened }
                XCTAssertTrue(controls.shown.fullscreen)
                window.unfullscreen()
                try await app.waitUntil { !controls.shown.fullscreen }
                XCTAssertFalse(window.fullscreened)
                controls.setFullscreen?(true)
                try await app.waitUntil { window.fullscreened }
            }
        }
    }
}
