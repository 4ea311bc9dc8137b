import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

private struct Quantity: HookView {
    var title = "Copies"
    var range = 1...5

    var hookBody: some View {
        let count = useState(2)
        VStack {
            Stepper(title, value: count, in: range)
            Text("\(count.wrappedValue) copies")
        }
    }
}

final class StepperGtkTests: GtkHostTestCase {
    func testStepperClicksChangeStateWithinItsRange() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(Quantity()) { app in
                let spin = try XCTUnwrap(app.find(role: .stepper) as? SpinButton, app.dump())
                XCTAssertEqual(spin.accessibleLabel, "Copies")
                XCTAssertNotNil(app.find(text: "Copies"))
                spin.spin(by: 1)
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "3 copies"), app.dump())
                spin.spin(by: 5)
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "5 copies"), "clamped to the range")
                try app.adjust(spin, to: 1)
                await app.nextFrame()
                XCTAssertNotNil(app.find(text: "1 copies"))
                app.root.render(Quantity(title: "Pages", range: 3...20))
                XCTAssertEqual(spin.value, 3, "clamped into the new range")
                XCTAssertNotNil(app.find(text: "Pages"))
                XCTAssertEqual(spin.accessibleLabel, "Pages")
                app.root.render(EmptyView())
                await app.nextFrame()
                XCTAssertNil(app.find(role: .stepper))
            }
        }
    }
}

extension StepperGtkTests {
    func testG1ARangeAndAValueFromStateAreWrittenWithoutEcho() throws {
        try MainActor.assumeIsolated {
            let changes = Recorder<Int>()
            let stepper = { (value: Int, range: ClosedRange<Int>) in
                Stepper(
                    "Copies", value: Binding(get: { value }, set: { changes.record($0) }),
                    in: range)
            }
            try GtkTester.run(stepper(2, 1...5)) { app in
                let spin = try XCTUnwrap(app.find(role: .stepper) as? SpinButton, app.dump())
                app.root.render(stepper(4, 1...5))
                XCTAssertEqual(spin.value, 4)
                // GTK clamps the shown value into the new range.
                app.root.render(stepper(4, 6...9))
                XCTAssertEqual(spin.value, 6)
                XCTAssertEqual(changes.values, [], "G1: values and ranges from state are no clicks")
                spin.spin(by: 1)
                XCTAssertEqual(changes.values, [7], "a click reports")
            }
        }
    }
}
