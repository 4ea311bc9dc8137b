import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct Limited: View {
    var maxWidth: Double = 200
    var alignment: ContentAlignment = .leading

    var body: some View {
        VStack {
            TextField("Name", text: .constant(""))
                .frame(minWidth: 120, maxWidth: maxWidth, alignment: alignment)
            HStack {
                Text("left")
                Button("wide") {}.frame(maxWidth: .infinity)
            }
        }
    }
}

/// The x and width of `widget`'s border box (its CSS padding included) in `window`.
@MainActor private func span(of widget: Gtk.Widget, in window: Gtk.Window) throws -> (
    x: Double, width: Int
) {
    let bounds = try XCTUnwrap(widget.computeBounds(target: window))
    return (Double(bounds.x()), Int(bounds.width().rounded()))
}

final class LimitedFrameGtkTests: GtkHostTestCase {
    func testG36MaxFrameKeepsTheWidgetAtMostThatWideInAWiderWindowAndAlignsIt() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Limited()) { app in
                let window = try XCTUnwrap(app.windows.first)
                window.setDefaultSize(width: 800, height: 300)
                try await app.waitUntil { app.find(text: "wide")?.isMapped ?? false }
                await app.nextFrame()
                XCTAssertGreaterThan(window.width, 700)
                let field = try XCTUnwrap(app.allWidgets.first { $0 is Entry }, app.dump())
                let leading = try span(of: field, in: window)
                XCTAssertEqual(leading.width, 200, "at most the maximum in an 800-pixel window")
                XCTAssertEqual(leading.x, 0, accuracy: 1, "leading: at the start")

                app.root.render(Limited(alignment: .trailing))
                await app.nextFrame()
                let trailing = try span(of: field, in: window)
                XCTAssertEqual(trailing.width, 200)
                XCTAssertEqual(
                    trailing.x + Double(trailing.width), Double(window.width), accuracy: 1,
                    "trailing: at the end")

                let warningsBefore = Log.recentWarnings.count
                app.root.render(Limited(maxWidth: 50))
                await app.nextFrame()
                XCTAssertTrue(
                    Log.recentWarnings.dropFirst(warningsBefore).contains {
                        $0.contains("LimitedFrame") && $0.contains("minWidth: 120.0")
                    }, "a minimum above the maximum is a warning naming the view")
                XCTAssertEqual(
                    try span(of: field, in: window).width, 120, "never under the minimum")

                let wide = try XCTUnwrap(app.find(text: "wide")?.parent)
                let left = try XCTUnwrap(app.find(text: "left"))
                XCTAssertGreaterThan(
                    wide.width, window.width - left.width - 20, "maxWidth: .infinity takes the rest"
                )
            }
        }
    }
}
