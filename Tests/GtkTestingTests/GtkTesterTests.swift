import Gtk
import GtkHost
import GtkTestSupport
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct Counter: HookView {
    var hookBody: some View {
        let count = useState(0)
        VStack(spacing: 4) {
            Text("Count: \(count.wrappedValue)")
            Button("Add") { count.wrappedValue += 1 }
                .accessibilityLabel("add one")
        }
    }
}

final class GtkTesterTests: GtkTestCase {
    func testQueriesByTextRoleAndLabelAndClicksThroughGTK() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Counter()) { app in
                XCTAssertNotNil(app.find(text: "Count: 0"))
                XCTAssertEqual(app.find(role: .button)?.displayedText, "Add")
                let button = try XCTUnwrap(app.find(label: "add one"))
                try app.click(button)
                try app.click(text: "Add")
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "Count: 2"), app.dump())
                XCTAssertEqual(app.findAll(role: .label).count, 2, app.dump())
            }
        }
    }

    func testAScreenshotIsAPNGOfTheWindow() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Text("picture")) { app in
                await app.nextFrame()
                let png = try app.screenshot()
                XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
                let pixels = try app.pixels()
                XCTAssertGreaterThan(pixels.width, 0)
            }
        }
    }

    func testAMissingWidgetIsAnErrorShowingTheTree() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Text("present")) { app in
                XCTAssertThrowsError(try app.click(text: "absent")) { error in
                    XCTAssertTrue("\(error)".contains("\"present\""), "\(error)")
                }
            }
        }
    }
}
