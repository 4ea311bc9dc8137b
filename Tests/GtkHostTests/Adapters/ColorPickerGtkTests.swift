import Gtk
import GtkHost
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
}
