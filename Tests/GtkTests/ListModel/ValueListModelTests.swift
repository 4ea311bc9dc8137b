import CGtk
@_spi(Testing) import Gtk
import XCTest

/// The model's changes and what GTK reads of it through `GListModel`.
final class ValueListModelTests: GtkTestCase {
    func testEachChangeEmitsItsExactSpanAfterTheValuesChanged() {
        MainActor.assumeIsolated {
            let model = ValueListModel(expenses(5))
            let recorder = ChangeRecorder(model)
            model.insert(Expense(id: 10, title: "ten", amount: 1), at: 2)
            XCTAssertEqual(recorder.take(), [[2, 0, 1]])
            model.append(contentsOf: [
                Expense(id: 11, title: "a", amount: 1), Expense(id: 12, title: "b", amount: 1),
            ])
            XCTAssertEqual(recorder.take(), [[6, 0, 2]])
            XCTAssertEqual(model.remove(at: 0).id, 0)
            XCTAssertEqual(recorder.take(), [[0, 1, 0]])
            model[3].title = "edited"
            XCTAssertEqual(recorder.take(), [[3, 1, 1]])
            model.removeSubrange(1..<3)
            XCTAssertEqual(recorder.take(), [[1, 2, 0]])
            XCTAssertEqual(model.values.map(\.id), [1, 3, 4, 11, 12])
            model.move(from: 0, to: 3)
            XCTAssertEqual(recorder.take(), [[0, 1, 0], [3, 0, 1]])
            XCTAssertEqual(model.values.map(\.id), [3, 4, 11, 1, 12])
            model.move(from: 2, to: 2)
            XCTAssertEqual(recorder.take(), [], "a move in place announces nothing")
            XCTAssertEqual(recorder.counts, [6, 8, 7, 7, 5, 4, 5], "GTK reads the new count")

            // A whole new array: only the span between equal ends.
            var values = model.values
            values[2].amount = 99
            values.insert(Expense(id: 20, title: "new", amount: 0), at: 3)
            model.values = values
            XCTAssertEqual(recorder.take(), [[2, 1, 2]])
            model.values = model.values
            XCTAssertEqual(recorder.take(), [], "equal values announce nothing")
            model.values += [Expense(id: 21, title: "end", amount: 0)]
            XCTAssertEqual(recorder.take(), [[6, 0, 1]])
            model.update { values in
                values.removeFirst()
                values.removeLast()
            }
            XCTAssertEqual(recorder.take(), [[0, 7, 5]], "one change for the batch")
            model.update { values in values[1].title = "x" }
            XCTAssertEqual(recorder.take(), [[1, 1, 1]])
            model.removeAll()
            XCTAssertEqual(recorder.take(), [[0, 5, 0]])
            XCTAssertEqual(model.nItems(), 0)
        }
    }

    func testValuesThatAreNotEquatableAreReplacedWhole() {
        MainActor.assumeIsolated {
            struct Plain { let key: String }
            let model = ValueListModel([Plain(key: "a"), Plain(key: "b")], id: \.key)
            let recorder = ChangeRecorder(model)
            model.values = [Plain(key: "a"), Plain(key: "b"), Plain(key: "c")]
            XCTAssertEqual(recorder.take(), [[0, 2, 3]])
            model.append(Plain(key: "d"))
            XCTAssertEqual(recorder.take(), [[3, 0, 1]])
        }
    }

    func testItemsAreMadeOnlyForThePositionsGTKAsksFor() {
        MainActor.assumeIsolated {
            let model = ValueListModel(expenses(1_000_000))
            XCTAssertEqual(model.nItems(), 1_000_000)
            XCTAssertEqual(model.madeItemCount, 0)
            let item = model.object(position: 765_432)!
            XCTAssertEqual(item.typeName, "GtkHooksValueItem")
            XCTAssertEqual(model.itemType(), g_type_from_name("GtkHooksValueItem"))
            XCTAssertEqual(model.value(of: item)?.title, "row 765432")
            XCTAssertNil(model.object(position: 1_000_000), "past the end")
            let again = model.object(position: 765_432)!
            XCTAssertTrue(again.isSame(as: item), "one item per value while GTK holds it")
            XCTAssertEqual(model.madeItemCount, 1)
            XCTAssertEqual(LiveObjects.objects, 2, "the model and one item")
            XCTAssertTrue(model.withUnsafePointer { ValueListModel<Expense, Int>.isInstance($0) })
            XCTAssertFalse(item.withUnsafePointer { ValueListModel<Expense, Int>.isInstance($0) })
        }
    }

    func testAnItemWhoseValueLeftTheModelStandsForNothing() {
        MainActor.assumeIsolated {
            let model = ValueListModel(expenses(4))
            let first = model.object(position: 0)!
            let second = model.object(position: 1)!
            let third = model.object(position: 2)!
            model.remove(at: 0)
            XCTAssertNil(model.value(of: first), "removed")
            model[0] = Expense(id: 1, title: "renamed", amount: 0)
            XCTAssertNil(model.value(of: second), "replaced, same id")
            let renamed = model.object(position: 0)!
            XCTAssertFalse(renamed.isSame(as: second), "a new item: GTK binds it anew")
            XCTAssertEqual(model.value(of: renamed)?.title, "renamed")
            model.move(from: 1, to: 2)
            XCTAssertEqual(model.value(of: third)?.title, "row 2", "a moved value keeps its item")
            XCTAssertTrue(model.object(position: 2)!.isSame(as: third))
            model.insert(Expense(id: 0, title: "back", amount: 0), at: 0)
            XCTAssertNil(model.value(of: first), "its id coming back does not revive it")

            let other = ValueListModel(expenses(1))
            XCTAssertNil(model.value(of: other.object(position: 0)!), "another model's item")
            XCTAssertNil(model.value(of: StringObject(string: "x")), "not an item")
        }
    }
}

extension Object {
    /// Whether this wrapper and `other` hold the same GObject.
    @MainActor func isSame(as other: Object) -> Bool {
        withUnsafePointer { mine in other.withUnsafePointer { $0 == mine } }
    }
}
