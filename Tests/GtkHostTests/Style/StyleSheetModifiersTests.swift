import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct Styled: View {
    var on = true

    var body: some View {
        if on {
            Text("styled")
                .padding(.horizontal, 7)
                .frame(width: 120, height: 30)
                .expand(horizontally: true, vertically: false)
                .alignment(horizontal: .end, vertical: .center)
                .cssClass("danger")
                .disabled(true)
                .tooltip("hint")
                .accessibilityLabel("styled text")
                .fontWeight(.bold)
                .fontSize(14)
                .foregroundColor(.red)
                .background(Color(.systemBackground))
        } else {
            Text("styled")
        }
    }
}

final class StyleSheetModifiersTests: GtkHostTestCase {
    func testEveryModifierReachesTheWidgetAndIsTakenBackWhenDropped() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Styled()) { app in
                let label = try XCTUnwrap(app.find(text: "styled"))
                XCTAssertEqual(label.margins, Margins(top: 0, trailing: 7, bottom: 0, leading: 7))
                XCTAssertTrue(label.expandsHorizontally)
                XCTAssertEqual(label.horizontalAlignment, .end)
                XCTAssertEqual(label.verticalAlignment, .center)
                XCTAssertTrue(label.hasCSSClass("danger"))
                XCTAssertFalse(label.isSensitive)
                XCTAssertEqual(label.tooltip, "hint")
                XCTAssertEqual(label.accessibleLabel, "styled text")
                XCTAssertEqual(app.find(label: "styled text")?.address, label.address)
                let generated = label.cssClasses.filter { $0.hasPrefix("gtkhooks-") }
                XCTAssertEqual(
                    generated, ["gtkhooks-styled"], "weight, size, colors: one inline style")
                XCTAssertEqual(app.root.host.styleSheet.inlineStyleCount, 1)
                await app.nextFrame()
                XCTAssertGreaterThanOrEqual(label.width, 120)
                XCTAssertTrue(app.root.host.styleSheet.parsingErrors.isEmpty)
            }
        }
    }

    func testDroppedModifiersAreUndone() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Styled()) { app in
                app.root.render(Styled(on: false))
                let plain = try XCTUnwrap(app.find(text: "styled"))
                XCTAssertTrue(plain.isSensitive)
                XCTAssertFalse(plain.cssClasses.contains { $0.hasPrefix("gtkhooks-") })
            }
        }
    }

    func testInvalidCSSNamesTheRuleAndTheAppKeepsRunning() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Text("still here").cssClass("broken")) { app in
                let sheet = app.root.host.styleSheet
                sheet.appCSS = ".fine { color: red; }\n.broken { colr: blue; }"
                XCTAssertEqual(sheet.parsingErrors.count, 1, "\(sheet.parsingErrors)")
                let error = sheet.parsingErrors.first ?? ""
                XCTAssertTrue(error.contains(".broken { colr: blue; }"), error)
                XCTAssertTrue(error.contains("colr"), error)
                XCTAssertTrue(Log.recentWarnings.last?.contains(".broken") ?? false)
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "still here"))
                sheet.appCSS = ""
                XCTAssertTrue(sheet.parsingErrors.isEmpty)
            }
        }
    }
}
