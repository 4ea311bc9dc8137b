import Gtk
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

/// Every built-in color name twice: as the color of a solid glyph, and as the
/// background of an empty label.
private struct Swatches: View {
    let scheme: ColorScheme

    var body: some View {
        VStack {
            ForEach(Color.Name.allBuiltIn, id: \.self) { name in
                HStack {
                    Text("\u{2588}\u{2588}").fontSize(24).foregroundColor(Color(name))
                        .accessibilityLabel("text \(name.gtkName)")
                    Text("").frame(width: 30, height: 30).background(Color(name))
                        .accessibilityLabel("background \(name.gtkName)")
                }
            }
        }
        .colorScheme(scheme)
    }
}

final class ColorNamesGtkTests: GtkHostTestCase {
    func testEveryBuiltInColorNameIsOneGTK48sOwnThemeDefinesLightAndDark() {
        let gtkThemeColors: Set = [
            "theme_fg_color", "theme_bg_color", "theme_base_color", "theme_text_color",
            "theme_selected_bg_color", "theme_selected_fg_color", "error_color", "warning_color",
            "success_color", "borders",
        ]
        XCTAssertEqual(Set(Color.Name.allBuiltIn.map(\.gtkName)), gtkThemeColors)
        XCTAssertEqual(Color.Name.label.gtkName, "theme_fg_color")
        XCTAssertEqual(Color.Name.accent.gtkName, "theme_selected_bg_color")
        XCTAssertEqual(Color.Name("brand").gtkName, "brand", "a name the app's CSS defines")
    }

    func testEveryNameDrawsGTKsOwnColorOnTheLightTheme() throws {
        try checkEveryName(in: .light)
    }

    func testEveryNameDrawsGTKsOwnColorOnTheDarkTheme() throws {
        try checkEveryName(in: .dark)
    }

    func testLabelTextIsDarkOnLightAndLightOnDark() throws {
        for scheme in [ColorScheme.light, .dark] {
            try MainActor.assumeIsolated {
                try GtkTester.run(Swatches(scheme: scheme)) { app in
                    await app.nextFrame()
                    let label = try XCTUnwrap(app.find(label: "text \(Color.Name.label.gtkName)"))
                    let glyph = try Self.middle(of: app.pixels(of: label))
                    let window = try app.pixels().averageLuminance
                    if scheme == .light {
                        XCTAssertGreaterThan(window, 0.8, "a light window")
                        XCTAssertLessThan(glyph.luminance, 0.3, "dark text: \(glyph)")
                    } else {
                        XCTAssertLessThan(window, 0.3, "a dark window")
                        XCTAssertGreaterThan(glyph.luminance, 0.8, "light text: \(glyph)")
                    }
                }
            }
        }
    }

    func testNamedColorsFollowASchemeSwitchAtRunTime() throws {
        try MainActor.assumeIsolated {
            @MainActor func view(_ scheme: ColorScheme) -> some View {
                VStack { Text("named").foregroundColor(Color(.label)) }.colorScheme(scheme)
            }
            try GtkTester.run(view(.light)) { app in
                let label = try XCTUnwrap(app.find(text: "named"))
                XCTAssertLessThan(label.textColor.luminance, 0.3)
                app.root.render(view(.dark))
                await app.nextFrame()
                XCTAssertGreaterThan(label.textColor.luminance, 0.8)
                XCTAssertEqual(label.textColor, label.themeColor(named: "theme_fg_color"))
            }
        }
    }

    /// Each name is drawn in the color GTK's theme defines for it in `scheme`,
    /// as text and as background, and looks like what its name says.
    private func checkEveryName(in scheme: ColorScheme) throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Swatches(scheme: scheme)) { app in
                await app.nextFrame()
                XCTAssertEqual(Settings.current?.prefersDarkTheme, scheme == .dark)
                for name in Color.Name.allBuiltIn {
                    let text = try XCTUnwrap(app.find(label: "text \(name.gtkName)"))
                    let background = try XCTUnwrap(app.find(label: "background \(name.gtkName)"))
                    let defined = try XCTUnwrap(
                        text.themeColor(named: name.gtkName), "GTK 4.8 defines \(name.gtkName)")
                    let glyph = try Self.middle(of: app.pixels(of: text))
                    let fill = try Self.middle(of: app.pixels(of: background))
                    XCTAssertTrue(Self.close(glyph, defined), "\(name.gtkName) text \(glyph)")
                    XCTAssertTrue(Self.close(fill, defined), "\(name.gtkName) fill \(fill)")
                    XCTAssertTrue(
                        Self.looksRight(name, fill, scheme: scheme),
                        "\(name.gtkName) in \(scheme): \(fill)")
                }
                XCTAssertFalse(
                    Log.recentWarnings.contains { $0.contains("color name") },
                    "\(Log.recentWarnings)")
            }
        }
    }

    /// What each name should look like, whatever GTK's exact values.
    private static func looksRight(_ name: Color.Name, _ pixel: Pixel, scheme: ColorScheme) -> Bool
    {
        let light = scheme == .light
        let (red, green, blue) = (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
        switch name {
        case .systemBackground, .textBackground:
            return light ? pixel.luminance > 0.85 : pixel.luminance < 0.3
        case .label, .text:
            return light ? pixel.luminance < 0.3 : pixel.luminance > 0.8
        case .separator:
            return light ? pixel.luminance > 0.6 && pixel.luminance < 0.9 : pixel.luminance < 0.2
        case .accent: return blue > red + 60 && blue > green
        case .onAccent: return pixel.luminance > 0.95
        case .destructive: return red > 150 && green < 60 && blue < 60
        case .warning: return red > 200 && green > 80 && green < 160 && blue < 60
        case .success: return green > red + 60 && green > blue
        default: return false
        }
    }

    private static func middle(of pixels: Pixels) -> Pixel {
        pixels.pixel(x: pixels.width / 2, y: pixels.height / 2)
    }

    private static func close(_ drawn: Pixel, _ expected: Pixel) -> Bool {
        abs(Int(drawn.red) - Int(expected.red)) <= 2
            && abs(Int(drawn.green) - Int(expected.green)) <= 2
            && abs(Int(drawn.blue) - Int(expected.blue)) <= 2
    }
}
