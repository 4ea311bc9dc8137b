import Gtk
import XCTest

final class BoxTests: GtkTestCase {
    func testChildrenAreInsertedMovedAndRemovedInPlace() {
        MainActor.assumeIsolated {
            let box = Box(.horizontal, spacing: 4)
            let (a, b, c) = (Label("a"), Label("b"), Label("c"))
            box.append(a)
            box.append(c)
            box.insert(b, after: a)
            XCTAssertEqual([a, b, c].map { box.index(of: $0) }, [0, 1, 2])
            box.move(c, after: nil)
            XCTAssertEqual([c, a, b].map { box.index(of: $0) }, [0, 1, 2])
            box.move(c, after: b)
            XCTAssertEqual([a, b, c].map { box.index(of: $0) }, [0, 1, 2])
            box.remove(b)
            XCTAssertNil(box.index(of: b))
            XCTAssertFalse(b.hasParent)
            XCTAssertEqual(box.childCount, 2)
            box.prepend(b)
            XCTAssertEqual(box.index(of: b), 0)
        }
    }

    func testSpacingAndHomogeneousRoundTrip() {
        MainActor.assumeIsolated {
            let box = Box(.vertical, spacing: 6)
            XCTAssertEqual(box.spacing, 6)
            box.spacing = 2
            box.isHomogeneous = true
            XCTAssertEqual(box.spacing, 2)
            XCTAssertTrue(box.isHomogeneous)
        }
    }
}
