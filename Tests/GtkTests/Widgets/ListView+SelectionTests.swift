import Gtk
import XCTest

final class ListViewSelectionTests: GtkTestCase {
    func testRowSelectionPutsATypedSelectionModelOverTheSameRows() {
        MainActor.assumeIsolated {
            let list = ListView()
            list.count = 10
            XCTAssertEqual(list.rowSelection, .none)
            XCTAssertNil(list.selectionModel)

            list.rowSelection = .multiple
            let multiple = list.selectionModel
            XCTAssertTrue(multiple is MultiSelection)
            XCTAssertEqual((multiple as? MultiSelection)?.nItems, 10, "the same rows")
            let selected = multiple?.selectRange(position: 2, nItems: 3, unselectRest: true)
            XCTAssertEqual(selected, true)
            XCTAssertEqual(list.model?.selection().size(), 3, "the list view's model is it")

            list.rowSelection = .single
            let single = list.selectionModel as? SingleSelection
            XCTAssertNotNil(single)
            XCTAssertEqual(single?.selected, UInt32.max, "nothing selected at first")
            XCTAssertFalse(single?.autoselect ?? true)
            XCTAssertTrue(single?.canUnselect ?? false)
            list.count = 12
            XCTAssertEqual(single?.nItems, 12, "resizing reaches the selection model")

            list.rowSelection = .none
            XCTAssertTrue(list.selectionModel is NoSelection)
        }
    }

    func testSelectRowAndActivateRowGoThroughGtk() {
        MainActor.assumeIsolated {
            let list = ListView()
            list.count = 5
            XCTAssertFalse(list.performSelectRow(1), "no selection model yet")
            list.rowSelection = .multiple
            var activated: [UInt32] = []
            list.onActivate { activated.append($0) }
            XCTAssertTrue(list.performSelectRow(1))
            XCTAssertTrue(list.performSelectRow(3, extending: true))
            XCTAssertEqual(list.selectionModel?.selection().size(), 2)
            XCTAssertTrue(list.performSelectRow(3, extending: true))
            XCTAssertEqual(list.selectionModel?.isSelected(position: 3), false)
            XCTAssertFalse(list.performSelectRow(9), "past the end")
            XCTAssertTrue(list.performActivateRow(4))
            XCTAssertEqual(activated, [4])
        }
    }
}
