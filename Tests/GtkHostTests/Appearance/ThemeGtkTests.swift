import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct AccentSwitcher: HookView {
    var hookBody: some View {
        let red = useState(false)
        VStack {
            Widgets.Button("Switch") { red.wrappedValue.toggle() }
            VStack {
                Widgets.Button("Go") {}.cssClass("suggested-action")
            }
            .theme(Theme(accentColor: red.wrappedValue ? .red : .blue))
        }
    }
}

final class ThemeGtkTests: GtkHostTestCase {
    private static func isRed(_ pixel: Pixel) -> Bool { pixel.red > 200 && pixel.blue < 60 }
    private static func isBlue(_ pixel: Pixel) -> Bool { pixel.blue > 200 && pixel.red < 60 }

    func testChangingTheAccentAtRunTimeRepaintsTheThemedSubtree() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(AccentSwitcher()) { app in
                await app.nextFrame()
                let before = try app.pixels()
                XCTAssertEqual(before.count(where: Self.isRed), 0)
                XCTAssertGreaterThan(before.count(where: Self.isBlue), 100, "the blue accent")
                try app.click(text: "Switch")
                await app.nextFrame()
                let red = try app.pixels()
                XCTAssertGreaterThan(red.count(where: Self.isRed), 100, "the red accent")
                XCTAssertEqual(red.count(where: Self.isBlue), 0)
                try app.click(text: "Switch")
                await app.nextFrame()
                XCTAssertEqual(try app.pixels().differingPixels(from: before), 0, "back to blue")
                XCTAssertTrue(app.root.host.styleSheet.parsingErrors.isEmpty)
            }
        }
    }

    func testAThemeIsAScopedClassOnTheTopmostWidgets() throws {
        try MainActor.assumeIsolated {
            let theme = Theme(cornerRadius: 12, css: ".themed-extra { color: red; }")
            try GtkTester.run(Widgets.Text("themed").theme(theme)) { app in
                let label = try XCTUnwrap(app.find(text: "themed"))
                XCTAssertTrue(label.cssClasses.contains { $0.hasPrefix("gtkhooks-theme-") })
                XCTAssertTrue(app.root.host.styleSheet.parsingErrors.isEmpty)
            }
        }
    }

    func testInvalidExtraCSSOfAThemeNamesTheRule() throws {
        try MainActor.assumeIsolated {
            let theme = Theme(css: ".themed-broken { colr: blue; }")
            try GtkTester.run(Widgets.Text("still here").theme(theme)) { app in
                let errors = app.root.host.styleSheet.parsingErrors
                XCTAssertEqual(errors.count, 1, "\(errors)")
                XCTAssertTrue(errors.first?.contains(".themed-broken") ?? false, "\(errors)")
                XCTAssertNotNil(app.find(text: "still here"))
            }
        }
    }
}

extension Pixels {
    /// How many pixels satisfy `test`.
    fileprivate func count(where test: (Pixel) -> Bool) -> Int {
        var count = 0
        for y in 0..<height {
            for x in 0..<width where test(pixel(x: x, y: y)) { count += 1 }
        }
        return count
    }
}
