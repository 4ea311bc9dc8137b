import Gtk
import XCTest

/// Constructors that take their model with transfer full: GTK gets a
/// reference of its own, the Swift wrapper keeps its own, and every object
/// is finalized once when both are gone.
final class SelectionModelTests: GtkTestCase {
    func testASelectionKeepsItsModelAfterTheModelsWrapperIsGone() {
        MainActor.assumeIsolated {
            do {
                let selection: SingleSelection
                do {
                    let strings = StringList(strings: ["b", "a", "c"])
                    selection = SingleSelection(model: strings)
                    XCTAssertEqual(strings.referenceCount, 2, "the wrapper's and the selection's")
                    XCTAssertEqual(selection.referenceCount, 1, "a transfer-full result is adopted")
                }
                XCTAssertEqual(selection.nItems, 3)
                XCTAssertEqual(selection.selected, 0, "autoselect picks the first item")
                XCTAssertEqual(selection.selectedItem?.typeName, "GtkStringObject")
                XCTAssertEqual(selection.model?.nItems(), 3)
                XCTAssertEqual(selection.object(position: 2)?.typeName, "GtkStringObject")
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testListModelsWrapEachOtherAndAreAllFinalized() {
        MainActor.assumeIsolated {
            do {
                let strings = StringList(strings: ["one", "two"])
                let sorted = SortListModel(model: strings, sorter: nil)
                let filtered = FilterListModel(model: sorted, filter: nil)
                let multi = MultiSelection(model: filtered)
                let none = NoSelection(model: StringList(strings: ["x"]))
                XCTAssertEqual(strings.referenceCount, 2)
                XCTAssertEqual(sorted.referenceCount, 2)
                XCTAssertEqual(filtered.referenceCount, 2)
                XCTAssertEqual(multi.referenceCount, 1)
                XCTAssertEqual(multi.nItems, 2)
                XCTAssertEqual(none.nItems, 1)
                strings.take(string: "three")
                XCTAssertEqual(strings.string(position: 2), "three")
                XCTAssertEqual(multi.nItems, 3, "a change of the model reaches the selection")
                XCTAssertEqual(SingleSelection(model: nil).nItems, 0)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testAColumnViewAndItsColumnAreReleasedOnce() {
        MainActor.assumeIsolated {
            do {
                let factory = SignalListItemFactory()
                let column = ColumnViewColumn(title: "Name", factory: factory)
                XCTAssertEqual(column.referenceCount, 1, "a transfer-full result is adopted")
                XCTAssertEqual(factory.referenceCount, 2, "the wrapper's and the column's")
                XCTAssertEqual(column.title, "Name")
                let view = ColumnView(model: NoSelection(model: StringList(strings: ["a"])))
                view.appendColumn(column: column)
                XCTAssertEqual(view.columns?.nItems(), 1)
                XCTAssertTrue(column.columnView?.isSameWidget(as: view) ?? false)
                XCTAssertNotNil(view.model)
                let gridView = GridView(model: nil, factory: factory)
                XCTAssertEqual(factory.referenceCount, 3)
                XCTAssertNil(gridView.model)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
