import Gtk
import XCTest

final class WidgetTests: GtkTestCase {
    func testCommonPropertiesRoundTrip() {
        MainActor.assumeIsolated {
            let label = Label()
            label.isSensitive = false
            label.tooltip = "help"
            label.name = "clock"
            label.isVisible = false
            XCTAssertFalse(label.isSensitive)
            XCTAssertEqual(label.tooltip, "help")
            XCTAssertEqual(label.name, "clock")
            XCTAssertFalse(label.isVisible)
            label.tooltip = nil
            XCTAssertNil(label.tooltip)
        }
    }

    func testLayoutPropertiesRoundTrip() {
        MainActor.assumeIsolated {
            let label = Label()
            label.expandsHorizontally = true
            label.expandsVertically = true
            label.horizontalAlignment = .end
            label.verticalAlignment = .center
            label.margins = Margins(top: 1, trailing: 2, bottom: 3, leading: 4)
            XCTAssertTrue(label.expandsHorizontally)
            XCTAssertTrue(label.expandsVertically)
            XCTAssertEqual(label.horizontalAlignment, .end)
            XCTAssertEqual(label.verticalAlignment, .center)
            XCTAssertEqual(label.margins, Margins(top: 1, trailing: 2, bottom: 3, leading: 4))
        }
    }

    func testCSSClassesAreAddedOnceAndRemoved() {
        MainActor.assumeIsolated {
            let button = Button()
            button.addCSSClass("danger")
            button.addCSSClass("danger")
            XCTAssertTrue(button.hasCSSClass("danger"))
            XCTAssertEqual(button.cssClasses.filter { $0 == "danger" }.count, 1)
            button.removeCSSClass("danger")
            button.removeCSSClass("danger")
            XCTAssertFalse(button.hasCSSClass("danger"))
        }
    }
}
