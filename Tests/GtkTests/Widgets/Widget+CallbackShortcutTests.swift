import Gtk
import XCTest

final class WidgetCallbackShortcutTests: GtkTestCase {
    func testACallbackShortcutRunsItsClosureAndIsReplacedByName() {
        MainActor.assumeIsolated {
            let box = Box()
            var calls: [String] = []
            box.setShortcut("<Control>f", named: "find") {
                calls.append("first")
                return true
            }
            box.setShortcut("<Control>f", named: "find") {
                calls.append("second")
                return true
            }
            XCTAssertTrue(box.performShortcut("<Control>f"))
            XCTAssertEqual(calls, ["second"], "the later closure replaced the first")
            box.setShortcut(nil, named: "find") { true }
            XCTAssertFalse(box.performShortcut("<Control>f"), "removed")
        }
    }
}
