import Gtk
import XCTest

final class WidgetAccessibilityTests: GtkTestCase {
    func testRolesAreWhatGTKReports() {
        MainActor.assumeIsolated {
            XCTAssertEqual(Button("Go").accessibleRole, .button)
            XCTAssertEqual(Label("text").accessibleRole, .label)
            XCTAssertEqual(Entry().accessibleRole, .textBox)
            XCTAssertEqual(Box().accessibleRole, .group)
        }
    }

    func testTheAccessibleLabelCanBeSetAndReset() {
        MainActor.assumeIsolated {
            let group = Box()
            XCTAssertFalse(group.hasAccessibleLabel)
            group.setAccessibleLabel("Close")
            XCTAssertTrue(group.hasAccessibleLabel)
            group.setAccessibleLabel(nil)
            XCTAssertFalse(group.hasAccessibleLabel)
        }
    }
}
