import Gtk
import GtkHost
import GtkTestSupport
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

final class ColorPickerGtkTests: GtkHostTestCase {
    func testG54AColorChosenWritesTheBindingAndAColorFromStateIsShownWithoutEcho() throws {
        try MainActor.assumeIsolated {
            let colors = Recorder<Widgets.Color>()
            let picker = { (color: Widgets.Color, opacity: Bool) in
                ColorPicker(
                    "Tint", selection: Binding(get: { color }, set: { colors.record($0) }),
                    supportsOpacity: opacity)
            }
            try GtkTester.run(picker(.red, true)) { app in
                let button = try XCTUnwrap(
                    app.allWidgets.first { $0 is ColorButton } as? ColorButton, app.dump())
                XCTAssertNotNil(app.find(text: "Tint"))
                XCTAssertEqual(button.accessibleLabel, "Tint")
                XCTAssertTrue(button.useAlpha)
                XCTAssertEqual(button.rgba.red, 1)
                XCTAssertEqual(button.rgba.green, 0)
                button.choose(RGBA(red: 0, green: 0.5, blue: 1, alpha: 0.25))
                XCTAssertEqual(
                    colors.values, [Widgets.Color(red: 0, green: 0.5, blue: 1, opacity: 0.25)])

                app.root.render(picker(Widgets.Color(red: 0, green: 1, blue: 0), false))
                XCTAssertEqual(button.rgba.green, 1)
                XCTAssertEqual(button.rgba.red, 0)
                XCTAssertFalse(button.useAlpha)
                XCTAssertEqual(colors.values.count, 1, "G1: a color from state is no choice")
                button.choose(RGBA(red: 1, green: 1, blue: 0, alpha: 0.5))
                XCTAssertEqual(
                    colors.values.last, Widgets.Color(red: 1, green: 1, blue: 0),
                    "without opacity, chosen colors are opaque")
            }
        }
    }

    func testG54ANamedColorIsShownAsTheThemeDefinesIt() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(ColorPicker("Accent", selection: .constant(Color(.accent)))) { app in
                let button = try XCTUnwrap(
                    app.allWidgets.first { $0 is ColorButton } as? ColorButton, app.dump())
                let theme = try XCTUnwrap(button.themeColor(named: "theme_selected_bg_color"))
                XCTAssertEqual(button.rgba.blue, Float(theme.blue) / 255, accuracy: 0.01)
                XCTAssertEqual(button.rgba.alpha, 1)
            }
        }
    }

    func testG54AColorPickedInGtksChooserDialogAndSelectedWritesTheBinding() throws {
        try MainActor.assumeIsolated {
            let colors = Recorder<Widgets.Color>()
            let picker = ColorPicker(
                "Tint", selection: Binding(get: { .red }, set: { colors.record($0) }),
                supportsOpacity: false)
            try GtkTester.run(picker) { app in
                let input = try XCTUnwrap(XTestInput(), "an X11 display with XTEST")
                let button = try XCTUnwrap(
                    app.allWidgets.first { $0 is ColorButton } as? ColorButton, app.dump())
                try app.click(XCTUnwrap(button.children.first))
                var dialog: Gtk.Widget?
                try await app.waitUntil {
                    dialog = Gtk.Window.listToplevels().first {
                        $0.typeName == "GtkColorChooserDialog" && $0.isMapped
                    }
                    return dialog != nil
                }
                let chooser = try XCTUnwrap(dialog)
                try await Task.sleep(for: .milliseconds(300))
                // A swatch of GTK's palette, whichever color it has.
                let swatches = chooser.subtree.filter {
                    $0.typeName == "GtkColorSwatch" && $0.isMapped
                }
                let swatch = try XCTUnwrap(swatches.dropFirst(2).first, "GTK's palette")
                let center = try XCTUnwrap(
                    swatch.translateCoordinates(
                        destWidget: chooser, srcX: Double(swatch.width) / 2,
                        srcY: Double(swatch.height) / 2))
                input.move(toNative: chooser, x: center.destX, y: center.destY)
                input.click()
                try await Task.sleep(for: .milliseconds(200))
                XCTAssertEqual(colors.values, [], "a swatch clicked is not chosen yet")
                // GTK's button shows its label with the mnemonic underscore.
                let select = try XCTUnwrap(
                    chooser.subtree.first {
                        $0.typeName == "GtkButton"
                            && ["_Select", "Select"].contains($0.displayedText)
                    }, "the dialog's Select button")
                try app.click(select)
                try await app.waitUntil { !colors.values.isEmpty }
                let rgba = button.rgba
                XCTAssertEqual(
                    colors.values,
                    [
                        Widgets.Color(
                            red: Double(rgba.red), green: Double(rgba.green),
                            blue: Double(rgba.blue))
                    ])
                XCTAssertNotEqual(colors.values.first, .red, "the swatch's color, not the old one")
                try await app.waitUntil { !chooser.isMapped }
                await app.nextFrame()
            }
        }
    }
}
