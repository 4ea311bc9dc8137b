import Gtk
import XCTest

final class ListBoxTests: GtkTestCase {
    func testARowSelectedSignalPassesTheRowsOwnWrapper() {
        MainActor.assumeIsolated {
            do {
                let list = ListBox()
                list.selectionMode = .multiple
                XCTAssertEqual(list.selectionMode, .multiple)
                list.showSeparators = true
                XCTAssertTrue(list.showSeparators)
                list.activateOnSingleClick = false
                XCTAssertFalse(list.activateOnSingleClick)
                let row = ListBoxRow()
                row.child = Label("first")
                list.append(child: row)
                XCTAssertEqual(row.index(), 0)
                XCTAssertTrue(list.rowAtIndex(index: 0) === row)
                var selected: [ListBoxRow?] = []
                list.onRowSelected { selected.append($0) }
                list.selectRow(row: row)
                XCTAssertEqual(selected.count, 1)
                XCTAssertTrue(selected.first! === row)
                XCTAssertTrue(row.isSelected())
                selected.removeAll()
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
