import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private let red = Pixel(red: 255, green: 0, blue: 0)
private let green = Pixel(red: 0, green: 255, blue: 0)

/// A label outside a themed subtree, and the subtree while `themed` holds.
private struct Panel: View {
    var themed = true
    var css = "label { color: #ff0000; }"

    var body: some View {
        VStack {
            Text("outside")
            if themed {
                VStack {
                    Text("inside")
                    HStack { Text("deeper") }
                }
                .theme(Theme(css: css))
            }
        }
    }
}

final class ThemeScopeGtkTests: GtkHostTestCase {
    func testExtraCSSStylesTheThemedSubtreeOnlyAndGoesWithIt() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Panel()) { app in
                let sheet = app.root.host.styleSheet
                let outside = try XCTUnwrap(app.find(text: "outside"))
                let normal = outside.textColor
                XCTAssertNotEqual(normal, red)
                XCTAssertEqual(app.find(text: "inside")?.textColor, red)
                XCTAssertEqual(app.find(text: "deeper")?.textColor, red)
                XCTAssertEqual(sheet.themeCount, 1)
                app.root.render(Panel(themed: false))
                XCTAssertNil(app.find(text: "inside"))
                XCTAssertEqual(sheet.themeCount, 0, "the rules go with the subtree")
                XCTAssertEqual(outside.textColor, normal)
                // A label mounted later is not styled by the unmounted theme either.
                app.root.render(
                    VStack {
                        Text("outside")
                        Text("later")
                    })
                XCTAssertEqual(app.find(text: "later")?.textColor, normal)
                XCTAssertTrue(sheet.parsingErrors.isEmpty, "\(sheet.parsingErrors)")
            }
        }
    }

    func testTheThemedWidgetItselfMatchesAndAmpersandNamesIt() throws {
        try MainActor.assumeIsolated {
            let view = VStack {
                Text("self").theme(Theme(css: "label { color: #ff0000; }"))
                VStack { Text("child") }.theme(Theme(css: "& > label { color: #00ff00; }"))
                Text("outside")
            }
            try GtkTester.run(view) { app in
                XCTAssertEqual(app.find(text: "self")?.textColor, red)
                XCTAssertEqual(app.find(text: "child")?.textColor, green)
                XCTAssertNotEqual(app.find(text: "outside")?.textColor, red)
                XCTAssertNotEqual(app.find(text: "outside")?.textColor, green)
            }
        }
    }

    func testAtRulesAndTextOutsideRulesAreLeftOutWithAWarning() throws {
        try MainActor.assumeIsolated {
            let css = """
                @define-color theme_fg_color #ff0000;
                label { color: #00ff00; }
                } label { color: #ff0000; } x {
                """
            try GtkTester.run(Panel(css: css)) { app in
                let warnings = Log.recentWarnings.suffix(10).joined(separator: "\n")
                XCTAssertTrue(warnings.contains("@define-color theme_fg_color #ff0000;"), warnings)
                XCTAssertTrue(warnings.contains("VStack"), warnings)
                XCTAssertTrue(warnings.contains("text outside a rule"), warnings)
                XCTAssertTrue(warnings.contains("an unclosed block"), warnings)
                XCTAssertEqual(app.find(text: "inside")?.textColor, red, "scoped like any rule")
                let outside = try XCTUnwrap(app.find(text: "outside"))
                XCTAssertNotEqual(outside.textColor, red)
                XCTAssertNotEqual(outside.textColor, green)
                XCTAssertNotEqual(outside.themeColor(named: "theme_fg_color"), red)
            }
        }
    }
}
