@_spi(Testing) import Gtk
import GtkHost
import GtkTesting
import Hooks
import Widgets
import XCTest

final class GtkAppRootGtkTests: GtkHostTestCase {
    func testARenderAfterUnmountMakesNoWidgetsAndIsReported() throws {
        try MainActor.assumeIsolated {
            var reports: [String] = []
            let savedReport = HookDiagnostics.report
            HookDiagnostics.report = { reports.append($0) }
            defer { HookDiagnostics.report = savedReport }
            try GtkTester.run(Text("mounted")) { app in
                let objects = LiveObjects.objects
                app.root.unmount()
                XCTAssertLessThan(LiveObjects.objects, objects, "unmounting released the window")
                let released = LiveObjects.objects
                // A reload or a task finishing after the app quit.
                app.root.render(Text("late"))
                XCTAssertEqual(LiveObjects.objects, released)
                XCTAssertTrue(app.root.instance.children.isEmpty)
                XCTAssertEqual(reports.count, 1)
                XCTAssertTrue(reports.first?.contains("after unmount()") == true, "\(reports)")
            }
        }
    }
}
