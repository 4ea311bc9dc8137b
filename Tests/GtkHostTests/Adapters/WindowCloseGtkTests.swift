import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct Two: View {
    var title = "A"

    var body: some View {
        Widgets.Window(title) { Text("first \(title)") }
        Widgets.Window("B") { Text("second") }
    }
}

final class WindowCloseGtkTests: GtkHostTestCase {
    func testClosingOneOfTwoWindowsKeepsTheAppAndLaterUpdatesAreHarmless() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Two()) { app in
                let first = try XCTUnwrap(app.windows.first)
                first.close()
                await app.nextFrame(of: app.windows.last)
                XCTAssertFalse(first.isVisible)
                app.root.render(Two(title: "C"))
                await app.nextFrame(of: app.windows.last)
                XCTAssertNotNil(app.find(text: "second"))
            }
        }
    }
}
