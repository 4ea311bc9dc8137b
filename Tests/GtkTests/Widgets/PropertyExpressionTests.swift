import Gtk
import XCTest

/// Property expressions reading the items of a list for GTK's sorters and
/// filters, and their ownership across GTK's transfer-full arguments.
final class PropertyExpressionTests: GtkTestCase {
    func testAStringSorterWithAPropertyExpressionSortsAStringList() {
        MainActor.assumeIsolated {
            do {
                let list = StringList(strings: ["pear", "Apple", "banana"])
                let string = PropertyExpression(type: StringObject.self, propertyName: "string")
                let sorted = SortListModel(model: list, sorter: StringSorter(expression: string))
                XCTAssertEqual(strings(of: sorted), ["Apple", "banana", "pear"])
                list.append(string: "cherry")
                XCTAssertEqual(strings(of: sorted), ["Apple", "banana", "cherry", "pear"])
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testAStringFilterMatchesTheStringsAPropertyExpressionReads() {
        MainActor.assumeIsolated {
            do {
                let list = StringList(strings: ["pear", "banana", "orange"])
                let filter = StringFilter(
                    expression: PropertyExpression(type: StringObject.self, propertyName: "string"))
                let filtered = FilterListModel(model: list, filter: filter)
                filter.search = "an"
                XCTAssertEqual(strings(of: filtered), ["banana", "orange"])
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testAnExpressionReadBackIsWrappedInTheClassOfItsGType() {
        MainActor.assumeIsolated {
            do {
                let sorter = StringSorter(
                    expression: PropertyExpression(type: StringObject.self, propertyName: "string"))
                let expression = sorter.expression
                XCTAssertTrue(expression is PropertyExpression, String(describing: expression))
                XCTAssertEqual(expression?.typeName, "GtkPropertyExpression")
                XCTAssertEqual(expression?.valueType(), TypedValue.stringType)
                sorter.expression = nil
                XCTAssertNil(sorter.expression)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testAnExpressionGivenWithTransferFullKeepsItsOwnReference() {
        MainActor.assumeIsolated {
            do {
                // The constant keeps the object alive exactly as long as GTK
                // keeps the constant: a reference too few would free it
                // early (a GLib critical), one too many would leak it.
                let inner = ConstantExpression(object: StringObject(string: "kept"))
                let outer = PropertyExpression(
                    type: StringObject.self, expression: inner, propertyName: "string")
                XCTAssertEqual(LiveObjects.objects, 1, LiveObjects.summary)
                XCTAssertEqual(outer.evaluate(as: String.self), "kept")
                XCTAssertTrue(outer.expression() is ConstantExpression)
                let sorter = StringSorter(expression: outer)
                for _ in 0..<3 { _ = sorter.expression }
                XCTAssertEqual(LiveObjects.fundamentals, 2, LiveObjects.summary)
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}

/// The strings of a list model whose items are `StringObject`s, read through
/// a property expression.
@MainActor
func strings(of model: any ListModel) -> [String] {
    let string = PropertyExpression(type: StringObject.self, propertyName: "string")
    return (0..<model.nItems()).map { position in
        string.evaluate(as: String.self, for: model.object(position: position)) ?? "?"
    }
}
