import GtkTestSupport
import XCTest

@testable import Gtk

/// Graphene's geometry and Gsk's transforms, generated from their GIRs, as
/// widget code reaches them.
final class GeometryTests: GtkTestCase {
    func testARectangleKnowsItsEdgesAndPoints() {
        MainActor.assumeIsolated {
            let rect = GrapheneRect(x: 10, y: 20, width: 30, height: 40)
            XCTAssertEqual([rect.x(), rect.y(), rect.width(), rect.height()], [10, 20, 30, 40])
            XCTAssertTrue(rect.containsPoint(p: GraphenePoint(x: 15, y: 25)))
            XCTAssertFalse(rect.containsPoint(p: GraphenePoint(x: 5, y: 25)))
            let union = rect.union(b: GrapheneRect(x: 0, y: 0, width: 5, height: 5))
            XCTAssertEqual([union.x(), union.y(), union.width(), union.height()], [0, 0, 40, 60])
            XCTAssertEqual(rect.center().x, 25)
        }
    }

    func testAnIdentityTransformLeavesPointsWhereTheyAre() {
        MainActor.assumeIsolated {
            let identity = GskTransform()
            XCTAssertEqual(identity.category(), .identity)
            let moved = identity.transformPoint(point: GraphenePoint(x: 3, y: 4))
            XCTAssertEqual([moved.x, moved.y], [3, 4])
        }
    }

    func testAWidgetsBoundsComeBackAsAGrapheneRectangle() {
        MainActor.assumeIsolated {
            runApplication { application in
                let window = Window(application: application)
                let box = Box(.vertical)
                let label = Label("bounds")
                label.setSizeRequest(width: 120, height: 30)
                box.append(label)
                window.child = box
                window.present()
                try await waitUntil { window.isMapped && label.width > 0 }
                let bounds = try XCTUnwrap(label.computeBounds(target: window))
                XCTAssertEqual(bounds.width(), Float(label.width))
                XCTAssertEqual(bounds.height(), Float(label.height))
                XCTAssertGreaterThanOrEqual(bounds.width(), 120)
                let point = try XCTUnwrap(
                    label.computePoint(target: window, point: GraphenePoint(x: 0, y: 0)))
                XCTAssertEqual([point.x, point.y], [bounds.x(), bounds.y()])
                window.destroy()
            }
        }
    }
}
