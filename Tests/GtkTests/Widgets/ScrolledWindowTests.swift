import Gtk
import XCTest

final class ScrolledWindowTests: GtkTestCase {
    func testTheChildIsScrolledContent() {
        MainActor.assumeIsolated {
            let scrolled = ScrolledWindow()
            let rows = Box()
            scrolled.child = rows
            scrolled.setPolicy(horizontal: .never, vertical: .automatic)
            scrolled.propagatesNaturalHeight = true
            XCTAssertTrue(rows.hasParent)
            XCTAssertTrue(scrolled.propagatesNaturalHeight)
            scrolled.child = nil
            XCTAssertFalse(rows.hasParent)
        }
    }
}
