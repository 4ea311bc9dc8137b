import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

/// A widget value that no module taught `GtkHost` to show.
private struct Sparkline: Widgets.Widget {
    static var role: WidgetRole { WidgetRole("sparkline", accessibilityRoles: [.image]) }
    var points: [Double]
    var modifiers = WidgetModifiers()
}

final class GtkHostPlaceholderGtkTests: GtkHostTestCase {
    func testAViewTypeWithoutAdapterIsAWarningNamingItAndThePageGoesOn() throws {
        try MainActor.assumeIsolated {
            let page = { (points: [Double]) in
                VStack {
                    Sparkline(points: points)
                    Sparkline(points: points.reversed())
                    Text("after the sparkline")
                }
            }
            let warningsBefore = Log.recentWarnings.count
            try GtkTester.run(page([1, 2])) { app in
                let warnings = Log.recentWarnings.dropFirst(warningsBefore)
                    .filter { $0.contains("Sparkline") }
                XCTAssertEqual(warnings.count, 1, "one warning per type: \(warnings)")
                let warning = try XCTUnwrap(warnings.first)
                XCTAssertTrue(warning.contains("GtkAdapter"), warning)
                XCTAssertTrue(warning.contains("NativeView"), warning)
                XCTAssertNotNil(app.find(text: "after the sparkline"), app.dump())
                app.root.render(page([3]))
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "after the sparkline"), app.dump())
            }
        }
    }
}
