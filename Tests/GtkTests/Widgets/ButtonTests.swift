import Gtk
import XCTest

final class ButtonTests: GtkTestCase {
    func testClickEmitsClicked() {
        MainActor.assumeIsolated {
            let button = Button("Add")
            var clicks = 0
            button.onClicked { clicks += 1 }
            button.click()
            button.click()
            XCTAssertEqual(clicks, 2)
        }
    }

    func testLabelIconAndFrame() {
        MainActor.assumeIsolated {
            let button = Button("Add")
            XCTAssertEqual(button.label, "Add")
            button.label = "Remove"
            XCTAssertEqual(button.label, "Remove")
            button.hasFrame = false
            XCTAssertFalse(button.hasFrame)
            button.setIconName("window-close-symbolic")
            XCTAssertNil(button.label)
        }
    }

    func testAButtonWithoutALabelMakesNoChildUntilGivenOne() {
        MainActor.assumeIsolated {
            let button = Button()
            XCTAssertNil(button.label)
            XCTAssertTrue(button.children.isEmpty)
            button.setIconName("window-close-symbolic")
            XCTAssertNil(button.label)
            XCTAssertEqual(button.children.count, 1)
            button.label = "Close"
            XCTAssertEqual(button.label, "Close")
        }
    }

    func testAChildReplacesTheLabel() {
        MainActor.assumeIsolated {
            let button = Button("text")
            let content = Label("child")
            button.child = content
            XCTAssertTrue(content.hasParent)
            button.child = nil
            XCTAssertFalse(content.hasParent)
        }
    }
}
