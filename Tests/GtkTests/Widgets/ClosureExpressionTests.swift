import Gtk
import XCTest

/// Closure expressions computing a value from an item with a Swift closure.
final class ClosureExpressionTests: GtkTestCase {
    func testAStringSorterSortsByTheKeyASwiftClosureComputes() {
        MainActor.assumeIsolated {
            do {
                let list = StringList(strings: ["kiwi", "fig", "banana"])
                // Sorted by the reversed string: "iwik", "gif", "ananab".
                let reversed = ClosureExpression { (item: StringObject) in
                    String(item.string.reversed())
                }
                let sorted = SortListModel(
                    model: list, sorter: StringSorter(expression: reversed))
                XCTAssertEqual(strings(of: sorted), ["banana", "fig", "kiwi"])
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testANumericSorterSortsByTheNumberASwiftClosureComputes() {
        MainActor.assumeIsolated {
            do {
                let list = StringList(strings: ["banana", "fig", "kiwi"])
                let length = ClosureExpression { (item: StringObject) in item.string.count }
                let sorter = NumericSorter(expression: length)
                sorter.sortOrder = .descending
                let sorted = SortListModel(model: list, sorter: sorter)
                XCTAssertEqual(strings(of: sorted), ["banana", "kiwi", "fig"])
                XCTAssertEqual(length.evaluate(as: Int.self, for: StringObject(string: "pear")), 4)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testTheClosureAndWhatItCapturesGoWithTheSorter() {
        MainActor.assumeIsolated {
            weak var captured: Suffix?
            do {
                let suffix = Suffix()
                captured = suffix
                let list = StringList(strings: ["b", "a"])
                let sorted = SortListModel(
                    model: list,
                    sorter: StringSorter(
                        expression: ClosureExpression { (item: StringObject) in
                            item.string + suffix.text
                        }))
                XCTAssertEqual(strings(of: sorted), ["a", "b"])
                XCTAssertEqual(LiveObjects.closureBoxes, 1, LiveObjects.summary)
                XCTAssertNotNil(captured)
            }
            XCTAssertNil(captured, "the closure is released with the expression")
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testAnItemOfAnotherClassGivesTheEmptyValueWithoutCallingTheClosure() {
        MainActor.assumeIsolated {
            do {
                var calls = 0
                let expression = ClosureExpression { (item: StringObject) -> String in
                    calls += 1
                    return item.string
                }
                XCTAssertEqual(
                    expression.evaluate(as: String.self, for: StringList(strings: nil)), nil)
                XCTAssertEqual(expression.evaluate(as: String.self), nil)
                XCTAssertEqual(calls, 0)
                XCTAssertEqual(
                    expression.evaluate(as: String.self, for: StringObject(string: "x")), "x")
                XCTAssertEqual(calls, 1)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testADropDownShowsTheSelectedItemThroughItsExpression() {
        MainActor.assumeIsolated {
            do {
                let shouting = ClosureExpression { (item: StringObject) in
                    item.string.uppercased()
                }
                let dropDown = DropDown(
                    model: StringList(strings: ["apple", "banana"]), expression: shouting)
                // GTK makes the button's row when the drop-down is in a window.
                let window = Window()
                window.child = dropDown
                defer { window.destroy() }
                dropDown.selected = 1
                XCTAssertTrue(labels(in: dropDown).contains("BANANA"), "\(labels(in: dropDown))")
                XCTAssertFalse(labels(in: dropDown).contains("banana"))
                XCTAssertTrue(dropDown.expression is ClosureExpression)
                // The hand-written conveniences go on working beside it.
                let options = DropDown(options: ["red", "green"])
                options.expression = ClosureExpression { (item: StringObject) in
                    "<" + item.string + ">"
                }
                window.child = options
                options.selectedIndex = 1
                XCTAssertEqual(options.selectedIndex, 1)
                XCTAssertTrue(labels(in: options).contains("<green>"), "\(labels(in: options))")
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}

/// The texts of the labels inside `widget`.
@MainActor
private func labels(in widget: Widget) -> [String] {
    widget.subtree.compactMap(\.displayedText)
}

/// A Swift object a closure captures, to watch it be released.
@MainActor
private final class Suffix {
    let text = "!"
}
