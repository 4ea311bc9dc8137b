import Foundation
import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct ThemedRuns: HookView {
    var hookBody: some View {
        let dark = useState(false)
        VStack {
            Text("Total: ") + Text("12").foregroundStyle(Color(.label)).bold()
            Text("Fixed: ") + Text("red").foregroundStyle(.red)
            Widgets.Button("Switch") { dark.wrappedValue.toggle() }
        }
        .colorScheme(dark.wrappedValue ? .dark : .light)
    }
}

final class NamedColorLabelsGtkTests: GtkHostTestCase {
    func testG66NamedColorRunsFollowTheThemeAndOtherLabelsAreNotTouched() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(ThemedRuns()) { app in
                let named = try XCTUnwrap(app.find(text: "Total: 12") as? Gtk.Label, app.dump())
                let fixed = try XCTUnwrap(app.find(text: "Fixed: red") as? Gtk.Label)
                var fixedWrites = 0
                fixed.onNotify("attributes") { fixedWrites += 1 }
                var namedWrites = 0
                named.onNotify("attributes") { namedWrites += 1 }
                let fixedAttributes = fixed.attributes?.toString()
                // What the label's run must hold: the theme's text color now.
                let expected = {
                    let pixel = try XCTUnwrap(named.themeColor(named: "theme_fg_color"))
                    let hex = String(
                        format: "#%04x%04x%04x", Int(pixel.red) * 257, Int(pixel.green) * 257,
                        Int(pixel.blue) * 257)
                    return "7 9 weight bold\n7 9 foreground \(hex)"
                }
                let light = named.attributes?.toString()
                XCTAssertEqual(light, try expected())

                try app.click(text: "Switch")
                await app.nextFrame()
                XCTAssertEqual(Settings.current?.prefersDarkTheme, true)
                let dark = named.attributes?.toString()
                XCTAssertNotEqual(dark, light, "the run left the light theme's color")
                XCTAssertEqual(dark, try expected(), "the dark theme's text color")

                try app.click(text: "Switch")
                await app.nextFrame()
                XCTAssertEqual(named.attributes?.toString(), light, "back to light")
                XCTAssertEqual(namedWrites, 2, "set again once per switch")

                app.root.desktopColorSchemeChanged(to: .dark)
                await app.nextFrame()
                XCTAssertEqual(
                    named.attributes?.toString(), light, "the app's own scheme wins the desktop's")

                XCTAssertEqual(fixedWrites, 0, "a label without named colors is not touched")
                XCTAssertEqual(fixed.attributes?.toString(), fixedAttributes)
                app.root.desktopColorSchemeChanged(to: .light)
            }
        }
    }

    func testG66NamedColorRunsFollowTheDesktopPreference() throws {
        try MainActor.assumeIsolated {
            let view = VStack {
                Text("Note: ") + Text("saved").foregroundStyle(Color(.label))
            }
            try GtkTester.run(view) { app in
                let label = try XCTUnwrap(app.find(text: "Note: saved") as? Gtk.Label, app.dump())
                app.root.desktopColorSchemeChanged(to: .light)
                await app.nextFrame()
                let light = label.attributes?.toString()
                app.root.desktopColorSchemeChanged(to: .dark)
                await app.nextFrame()
                XCTAssertNotEqual(label.attributes?.toString(), light, "dark now")
                app.root.desktopColorSchemeChanged(to: .light)
                await app.nextFrame()
                XCTAssertEqual(label.attributes?.toString(), light, "light again")
            }
        }
    }

    func testG67ALabelWhoseNamedColorIsGoneIsNoLongerSetAgain() throws {
        try MainActor.assumeIsolated {
            let view = { (color: Widgets.Color) in
                VStack { Text("Note: ") + Text("saved").foregroundStyle(color) }
            }
            try GtkTester.run(view(Color(.label))) { app in
                let label = try XCTUnwrap(app.find(text: "Note: saved") as? Gtk.Label, app.dump())
                app.root.render(view(.blue))
                var writes = 0
                label.onNotify("attributes") { writes += 1 }
                app.root.desktopColorSchemeChanged(to: .dark)
                await app.nextFrame()
                app.root.desktopColorSchemeChanged(to: .light)
                await app.nextFrame()
                XCTAssertEqual(writes, 0, "an explicit color does not depend on the theme")
                XCTAssertEqual(label.attributes?.toString(), "6 11 foreground #00000000ffff")
            }
        }
    }
}
