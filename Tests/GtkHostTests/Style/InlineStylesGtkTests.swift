import Gtk
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

@testable import GtkHost

/// The `step`-th of many distinct colors.
private func color(_ step: Int) -> Color {
    Color(red: Double(step % 256) / 255, green: Double(step / 256 % 256) / 255, blue: 0.5)
}

private func pixel(_ step: Int) -> Pixel {
    Pixel(red: UInt8(step % 256), green: UInt8(step / 256 % 256), blue: 128, alpha: 255)
}

private struct Row: View {
    let text: String
    let color: Color?

    var body: some View {
        if let color {
            Text(text).foregroundColor(color)
        } else {
            Text(text)
        }
    }
}

/// Two solid glyphs: their middle is drawn in the text color exactly.
private let swatch = "\u{2588}\u{2588}"

/// Rows with the given text colors, under one theme.
private struct Rows: View {
    let colors: [Color?]

    var body: some View {
        VStack {
            ForEach(Array(colors.enumerated()), id: \.offset) { row in
                Row(text: "row \(row.offset)", color: row.element)
            }
        }
        .theme(Theme(cornerRadius: 3))
    }
}

final class InlineStylesGtkTests: GtkHostTestCase {
    func testThousandsOfDistinctColorsKeepOneInlineStyleAndNeverReloadTheSheet() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Text(swatch).foregroundColor(color(0))) { app in
                let sheet = app.root.host.styleSheet
                let loads = sheet.loadCount
                let label = try XCTUnwrap(app.find(text: swatch))
                var most = 0
                for step in 1...2_000 {
                    app.root.render(Text(swatch).foregroundColor(color(step)))
                    most = max(most, sheet.inlineStyleCount)
                    if step % 250 == 0 { XCTAssertEqual(label.textColor, pixel(step)) }
                }
                XCTAssertEqual(most, 1, "one inline style at a time")
                XCTAssertEqual(sheet.inlineStyles.providersMade, 1, "reloaded in place")
                await app.nextFrame()
                XCTAssertGreaterThan(try app.pixels(of: label).count(of: pixel(2_000)), 100)
                XCTAssertEqual(sheet.loadCount, loads, "the app-wide sheet is never reloaded")
                app.root.render(Text(swatch))
                XCTAssertEqual(sheet.inlineStyleCount, 0, "dropped with its last use")
                XCTAssertFalse(label.hasCSSClass("gtkhooks-styled"))
                XCTAssertNotEqual(label.textColor, pixel(2_000))
            }
        }
    }

    func testEveryStyleModifierGoesThroughDistinctValuesWithBoundedStyles() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Text("styled")) { app in
                let sheet = app.root.host.styleSheet
                let loads = sheet.loadCount
                var most = 0
                for step in 1...300 {
                    app.root.render(
                        Text("styled").fontSize(8 + Double(step) / 10).background(color(step))
                            .fontWeight(step % 2 == 0 ? .bold : .light))
                    most = max(most, sheet.inlineStyleCount)
                }
                XCTAssertEqual(most, 1, "one inline style at a time")
                XCTAssertEqual(sheet.loadCount, loads)
                most = 0
                for step in 1...300 {
                    app.root.render(
                        Text("styled").theme(Theme(accentColor: color(step), cornerRadius: step)))
                    most = max(most, sheet.themeCount)
                }
                XCTAssertEqual(most, 1, "one theme's rules at a time")
                XCTAssertEqual(sheet.inlineStyleCount, 0)
                XCTAssertLessThanOrEqual(sheet.loadCount - loads, 300, "one load per new theme")
                app.root.render(Text("styled"))
                XCTAssertEqual(sheet.themeCount, 0)
                XCTAssertTrue(sheet.parsingErrors.isEmpty, "\(sheet.parsingErrors)")
            }
        }
    }

    func testAContainersStyleIsInheritedByItsChildren() throws {
        try MainActor.assumeIsolated {
            let view = VStack { Text("child") }.foregroundColor(.red).fontSize(30)
            try GtkTester.run(view) { app in
                let child = try XCTUnwrap(app.find(text: "child"))
                XCTAssertEqual(child.textColor, Pixel(red: 255, green: 0, blue: 0))
                XCTAssertFalse(child.hasCSSClass("gtkhooks-styled"), "the container's own style")
                await app.nextFrame()
                XCTAssertGreaterThan(child.height, 30, "30pt text")
            }
        }
    }

    func testWidgetsWithEqualStylesShareOneAndUnmountingReleasesEveryStyle() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Rows(colors: [.red, .red, .red, nil])) { app in
                let sheet = app.root.host.styleSheet
                XCTAssertEqual(sheet.inlineStyleCount, 1, "three rows share one style")
                XCTAssertEqual(sheet.themeCount, 1)
                app.root.render(Rows(colors: [.red, .blue, .red, .red]))
                XCTAssertEqual(sheet.inlineStyleCount, 2)
                for index in [0, 2, 3] {
                    XCTAssertEqual(
                        app.find(text: "row \(index)")?.textColor,
                        Pixel(red: 255, green: 0, blue: 0, alpha: 255))
                }
                app.root.render(Text("gone"))
                XCTAssertEqual(sheet.inlineStyleCount, 0, "released on unmount")
                XCTAssertEqual(sheet.themeCount, 0, "released on unmount")
            }
        }
    }
}

extension Pixels {
    /// How many pixels are exactly `pixel`.
    fileprivate func count(of pixel: Pixel) -> Int {
        var count = 0
        for y in 0..<height {
            for x in 0..<width where self.pixel(x: x, y: y) == pixel { count += 1 }
        }
        return count
    }
}
