import Gtk
import XCTest

/// Constant expressions of strings, numbers, booleans and objects.
final class ConstantExpressionTests: GtkTestCase {
    func testAConstantExpressionHoldsItsValue() {
        MainActor.assumeIsolated {
            do {
                let text = ConstantExpression("hello")
                XCTAssertEqual(text.value().string, "hello")
                XCTAssertEqual(text.evaluate(as: String.self), "hello")
                XCTAssertEqual(text.evaluate(as: Int.self), nil, "a string is not a number")
                XCTAssertTrue(text.isStatic())
                XCTAssertEqual(ConstantExpression(42).evaluate(as: Int.self), 42)
                XCTAssertEqual(ConstantExpression(Int32(-7)).evaluate(as: Int32.self), -7)
                XCTAssertEqual(ConstantExpression(2.5).evaluate(as: Double.self), 2.5)
                XCTAssertEqual(ConstantExpression(true).evaluate(as: Bool.self), true)
                XCTAssertEqual(
                    ConstantExpression(forValue: TypedValue("copied")).value().string, "copied")
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testAConstantExpressionOfAnObjectKeepsItAliveUntilItGoes() {
        MainActor.assumeIsolated {
            do {
                let constant = ConstantExpression(object: StringObject(string: "held"))
                XCTAssertEqual(LiveObjects.objects, 1, "the expression keeps the object")
                let object = constant.evaluate()?.object(as: StringObject.self)
                XCTAssertEqual(object?.string, "held")
                XCTAssertNil(constant.evaluate()?.object(as: Adjustment.self))
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }

    func testAnObjectExpressionHoldsItsObjectWeakly() {
        MainActor.assumeIsolated {
            do {
                var object: StringObject? = StringObject(string: "weak")
                let expression = ObjectExpression(object: object!)
                XCTAssertNotNil(expression.object())
                object = nil
                XCTAssertNil(expression.object(), "the object went when its wrapper did")
                XCTAssertNil(expression.evaluate())
            }
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
