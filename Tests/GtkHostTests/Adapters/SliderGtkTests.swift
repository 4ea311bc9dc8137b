import Gtk
import GtkHost
import GtkTesting
import Hooks
import Reconciler
import Widgets
import XCTest

final class SliderGtkTests: GtkHostTestCase {
    func testSliderReportsMovesAndFollowsRangeAndValue() throws {
        try MainActor.assumeIsolated {
            let moves = Recorder<Double>()
            let binding = Binding(get: { 0.25 }, set: { moves.record($0) })
            try GtkTester.run(Slider(value: binding, in: 0...1, step: 0.05)) { app in
                let scale = try XCTUnwrap(app.find(role: .slider) as? Scale, app.dump())
                XCTAssertEqual(scale.value, 0.25, accuracy: 1e-9)
                try app.adjust(scale, to: 0.5)
                XCTAssertEqual(moves.values, [0.5])
                app.root.render(Slider(value: .constant(7), in: 0...10))
                XCTAssertEqual(scale.value, 7, accuracy: 1e-9)
                XCTAssertEqual(moves.values, [0.5], "G1")
                app.root.render(EmptyView())
                await app.nextFrame()
                XCTAssertNil(app.find(role: .slider))
            }
        }
    }
}
