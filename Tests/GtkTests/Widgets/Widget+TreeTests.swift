import Gtk
import XCTest

final class WidgetTreeTests: GtkTestCase {
    func testChildrenAreTheWrappersTheAppMadeInOrder() {
        MainActor.assumeIsolated {
            let box = Box()
            let (first, second) = (Label("first"), Button("second"))
            box.append(first)
            box.append(second)
            XCTAssertEqual(box.children.count, 2)
            XCTAssertTrue(box.children[0] === first)
            XCTAssertTrue(box.children[1] === second)
            XCTAssertTrue(first.parent === box)
            XCTAssertNil(box.parent)
        }
    }

    func testWidgetsGTKMadeGetPlainWrappersThatAreReleased() {
        MainActor.assumeIsolated {
            let button = Button("inner label")
            do {
                let inner = button.children
                XCTAssertEqual(inner.map(\.typeName), ["GtkLabel"])
                XCTAssertTrue(inner[0].parent === button)
            }
            XCTAssertEqual(LiveObjects.objects, 2, "the button and its own label")
            XCTAssertEqual(button.subtree.map(\.typeName), ["GtkButton", "GtkLabel"])
        }
    }
}
