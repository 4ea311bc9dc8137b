import Gtk
import XCTest

/// GIR interfaces as protocols whose members generated classes inherit.
final class InterfaceTests: GtkTestCase {
    func testAPanedIsOrientable() {
        MainActor.assumeIsolated {
            do {
                let paned = Paned(orientation: .horizontal)
                XCTAssertEqual(paned.orientation, .horizontal)
                var notified = 0
                paned.onOrientationChanged { notified += 1 }
                paned.orientation = .vertical
                XCTAssertEqual(paned.orientation, .vertical)
                XCTAssertEqual(notified, 1)
                let orientable: any Orientable = LevelBar()
                XCTAssertEqual(orientable.orientation, .horizontal)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testAnEditableLabelIsEditableAndReportsItsChanges() {
        MainActor.assumeIsolated {
            do {
                let label = EditableLabel(str: "before")
                XCTAssertEqual(label.text, "before")
                var changes = 0
                label.onChanged { changes += 1 }
                label.text = "after"
                XCTAssertEqual(label.text, "after")
                XCTAssertGreaterThan(changes, 0, "setting the text emits changed")
                label.maxWidthChars = 12
                XCTAssertEqual(label.maxWidthChars, 12)
                let search = SearchEntry()
                search.text = "query"
                XCTAssertEqual(search.text, "query")
                XCTAssertEqual(search.chars(startPos: 0, endPos: 2), "qu")
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
