import Gtk
import GtkHost
import GtkTestSupport
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

/// A button with a popover whose binding records what a person writes, and a
/// label outside it to click on.
@MainActor private func anchored(
    open: Bool, writes: Recorder<Bool>, cleanups: Cleanups
) -> some View {
    VStack(spacing: 40) {
        Button("Info") {}
            .popover(isPresented: Binding(get: { open }, set: { writes.record($0) })) {
                CleanupProbe("popover", cleanups) { Text("details") }
            }
        Text("elsewhere")
    }
}

/// The popover GTK shows `text` in.
@MainActor private func popover(showing text: String, in app: GtkTester) -> Gtk.Popover? {
    var node = app.find(text: text)
    while let current = node, !(current is Gtk.Popover) { node = current.parent }
    return node as? Gtk.Popover
}

/// Moves the pointer over the widget showing `text`: GTK 4.8 logs a critical
/// when a popover opens while the pointer is outside the window (its
/// `maybe_request_motion_event` checks no pointer focus widget), fatal here.
@MainActor private func pointerInside(
    _ window: Gtk.Window, over text: String, app: GtkTester, input: XTestInput
) async throws {
    let widget = try XCTUnwrap(app.find(text: text))
    let point = try XCTUnwrap(widget.translateCoordinates(destWidget: window, srcX: 2, srcY: 2))
    input.move(to: window, x: Int32(point.destX), y: Int32(point.destY))
    try await Task.sleep(for: .milliseconds(200))
}

final class PopoverGtkTests: GtkHostTestCase {
    func testG32PopoverFollowsItsBindingAndEscapeOrAClickOutsideWritesFalse() throws {
        try MainActor.assumeIsolated {
            let writes = Recorder<Bool>()
            let cleanups = Cleanups()
            let view = { (open: Bool) in anchored(open: open, writes: writes, cleanups: cleanups) }
            try GtkTester.run(view(false)) { app in
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                let window = try XCTUnwrap(app.windows.first)
                window.setDefaultSize(width: 400, height: 300)
                try await app.waitUntil { app.find(text: "elsewhere")?.isMapped ?? false }
                try await Task.sleep(for: .milliseconds(300))
                try await pointerInside(window, over: "elsewhere", app: app, input: input)
                XCTAssertNil(app.find(text: "details"), "closed: no content rendered")

                app.root.render(view(true))
                try await app.waitUntil { app.find(text: "details")?.isMapped ?? false }
                let shown = try XCTUnwrap(popover(showing: "details", in: app), app.dump())
                XCTAssertTrue(app.find(role: .popover) === shown)
                XCTAssertEqual(shown.parent?.displayedText, "Info", "anchored to the button")
                try await app.waitUntil { cleanups.mounted == ["popover"] }  // its hooks run

                input.type(keysym: 0xff1b)  // Escape
                try await app.waitUntil { writes.values == [false] }
                app.root.render(view(false))
                await app.nextFrame()
                XCTAssertNil(app.find(text: "details"))
                try await app.waitUntil { cleanups.passive["popover"] == 1 }  // unmounted

                app.root.render(view(true))
                try await app.waitUntil { app.find(text: "details")?.isMapped ?? false }
                try await Task.sleep(for: .milliseconds(200))
                try await pointerInside(window, over: "elsewhere", app: app, input: input)
                input.click()
                try await app.waitUntil { writes.values == [false, false] }

                app.root.render(view(true))
                try await app.waitUntil { app.find(text: "details")?.isMapped ?? false }
                app.root.render(view(false))
                try await app.waitUntil {
                    !(popover(showing: "details", in: app)?.isVisible ?? false)
                }
                XCTAssertEqual(writes.values, [false, false], "G1: the app closing it is no write")
            }
        }
    }

    func testG33MenuButtonOpensAPopoverOfAnyViewsAndFollowsABinding() throws {
        try MainActor.assumeIsolated {
            let writes = Recorder<Bool>()
            let bound = { (open: Bool) in
                MenuButton("Zoom", isPresented: Binding(get: { open }, set: { writes.record($0) }))
                {
                    Toggle("Fit width", isOn: .constant(true))
                }
            }
            try GtkTester.run(MenuButton("Zoom") { Toggle("Fit width", isOn: .constant(true)) }) {
                app in
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                let window = try XCTUnwrap(app.windows.first)
                try await app.waitUntil { app.find(text: "Zoom")?.isMapped ?? false }
                try await pointerInside(window, over: "Zoom", app: app, input: input)
                let button = try XCTUnwrap(app.find(role: .menu) as? Gtk.MenuButton, app.dump())
                XCTAssertEqual(button.accessibleLabel, "Zoom")
                XCTAssertNil(app.find(text: "Fit width"), "closed: no content rendered")
                input.click()
                try await app.waitUntil { app.find(text: "Fit width")?.isMapped ?? false }
                input.type(keysym: 0xff1b)  // Escape
                try await app.waitUntil { app.find(text: "Fit width") == nil }

                app.root.render(bound(false))
                await app.nextFrame()
                let rebuilt = try XCTUnwrap(app.find(role: .menu) as? Gtk.MenuButton)
                try await pointerInside(window, over: "Zoom", app: app, input: input)
                input.click()
                try await app.waitUntil { writes.values == [true] }
                app.root.render(bound(true))
                try await app.waitUntil { app.find(text: "Fit width")?.isMapped ?? false }
                app.root.render(bound(false))
                try await app.waitUntil { !(rebuilt.popover?.isVisible ?? true) }
                XCTAssertEqual(writes.values, [true], "G1: the app closing it is no write")
            }
        }
    }
}
