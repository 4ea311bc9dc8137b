@_spi(Testing) import Gtk
import XCTest

/// GTK's own sort, filter and selection models over a model of Swift values.
final class ValueListModelSortingTests: GtkTestCase {
    func testASortListModelSortsTheSwiftValuesAndFollowsChanges() {
        MainActor.assumeIsolated {
            let model = ValueListModel(expenses(5))
            let sorted = SortListModel(
                model: model,
                sorter: model.sorter {
                    $0.title.count < $1.title.count
                        || ($0.title.count == $1.title.count && $0.amount < $1.amount)
                })
            XCTAssertEqual(valuesShown(by: sorted, of: model).map { $0?.id }, [4, 3, 2, 1, 0])
            let recorder = ChangeRecorder(sorted)
            model.append(Expense(id: 9, title: "z", amount: 100))
            XCTAssertEqual(recorder.take(), [[0, 0, 1]], "the short title sorts first")
            model[0].amount = 0
            XCTAssertEqual(valuesShown(by: sorted, of: model).map { $0?.id }, [9, 0, 4, 3, 2, 1])
        }
    }

    func testAFilterListModelKeepsTheValuesTheFilterAccepts() {
        MainActor.assumeIsolated {
            let model = ValueListModel(expenses(10))
            let threshold = Shared(5)
            let filter = model.filter { $0.amount > threshold.value }
            let filtered = FilterListModel(model: model, filter: filter)
            XCTAssertEqual(
                valuesShown(by: filtered, of: model).map { $0?.amount }, [10, 9, 8, 7, 6])
            model.insert(Expense(id: 50, title: "big", amount: 50), at: 7)
            model.insert(Expense(id: 51, title: "small", amount: 1), at: 7)
            XCTAssertEqual(
                valuesShown(by: filtered, of: model).map { $0?.id }, [0, 1, 2, 3, 4, 50])
            threshold.value = 8
            filter.changed(change: .moreStrict)
            XCTAssertEqual(valuesShown(by: filtered, of: model).map { $0?.id }, [0, 1, 50])
        }
    }

    func testASingleSelectionFollowsItsValueAcrossAnInsertion() {
        MainActor.assumeIsolated {
            let model = ValueListModel(expenses(5))
            let selection = SingleSelection(model: model)
            selection.selected = 2
            XCTAssertEqual(selection.selectedItem.flatMap { model.value(of: $0) }?.id, 2)
            model.insert(
                contentsOf: expenses(2).map { Expense(id: $0.id + 100, title: "new", amount: 0) },
                at: 0)
            XCTAssertEqual(selection.selected, 4, "the selection moved with its row")
            XCTAssertEqual(selection.selectedItem.flatMap { model.value(of: $0) }?.id, 2)
            model.remove(at: 4)
            XCTAssertNotEqual(selection.selectedItem.flatMap { model.value(of: $0) }?.id, 2)
        }
    }

    func testAMultiSelectionKeepsItsRowsAcrossChanges() {
        MainActor.assumeIsolated {
            let model = ValueListModel(expenses(6))
            let selection = MultiSelection(model: model)
            _ = selection.selectRange(position: 1, nItems: 2, unselectRest: true)
            _ = selection.selectItem(position: 4, unselectRest: false)
            model.remove(at: 0)
            model.move(from: 0, to: 4)
            let selectedIDs = (0..<selection.nItems).filter { selection.isSelected(position: $0) }
                .map { model[Int($0)].id }
            XCTAssertEqual(selectedIDs, [2, 4], "a moved row comes back unselected, as a new row")
        }
    }

    func testDroppingEitherSideFirstIsSafeAndFreesTheValues() {
        MainActor.assumeIsolated {
            Tracked.alive = 0
            // Swift drops its model first; GTK's sort model still reads it.
            do {
                let sorted: SortListModel
                do {
                    let model = ValueListModel((0..<3).map { Tracked(id: $0) })
                    sorted = SortListModel(model: model, sorter: model.sorter { $0.id > $1.id })
                }
                XCTAssertEqual(sorted.nItems, 3)
                XCTAssertEqual(sorted.object(position: 0)?.typeName, "GtkHooksValueItem")
                XCTAssertEqual(Tracked.alive, 3)
            }
            XCTAssertEqual(Tracked.alive, 0, "the GObject gave its values back")
            // GTK drops its models first; Swift's model still works.
            let model = ValueListModel((0..<3).map { Tracked(id: $0) })
            var item: Object?
            do {
                let sorted = SortListModel(model: model, sorter: model.sorter { $0.id > $1.id })
                item = sorted.object(position: 0)
            }
            model.append(Tracked(id: 3))
            XCTAssertEqual(model.nItems(), 4)
            XCTAssertEqual(item.flatMap { model.value(of: $0) }?.id, 2)
            XCTAssertEqual(LiveObjects.objects, 2, "the model and the item held")
        }
        MainActor.assumeIsolated { XCTAssertEqual(Tracked.alive, 0) }
    }
}

/// A value that counts its live instances.
@MainActor
private final class Tracked: Identifiable {
    static var alive = 0
    let id: Int

    init(id: Int) {
        self.id = id
        Self.alive += 1
    }

    isolated deinit { Self.alive -= 1 }
}
