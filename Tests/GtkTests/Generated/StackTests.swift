import Gtk
import XCTest

final class StackTests: GtkTestCase {
    func testPagesAreObjectsReturnedWithTransferNone() throws {
        try MainActor.assumeIsolated {
            do {
                let stack = Stack()
                let first = Label("first")
                let page = try XCTUnwrap(stack.addTitled(child: first, name: "one", title: "One"))
                XCTAssertEqual(page.typeName, "GtkStackPage")
                XCTAssertEqual(page.title, "One")
                XCTAssertEqual(page.name, "one")
                XCTAssertTrue(page.child === first)
                page.setTitle(setting: "Uno")
                XCTAssertEqual(stack.page(child: first)?.title, "Uno")
                stack.addNamed(child: Label("second"), name: "two")
                var switches = 0
                stack.onVisibleChildChanged { switches += 1 }
                stack.setVisibleChildName(name: "two")
                XCTAssertEqual(stack.visibleChildName, "two")
                XCTAssertEqual(switches, 1)
                XCTAssertNil(stack.childByName(name: "three"))
                stack.transitionType = .crossfade
                XCTAssertEqual(stack.transitionType, .crossfade)
                stack.hhomogeneous = false
                XCTAssertFalse(stack.hhomogeneous)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
