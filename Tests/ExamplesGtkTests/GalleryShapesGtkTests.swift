import Gtk
import GtkHooks
import GtkTesting
import XCTest

@testable import Gallery

final class GalleryShapesGtkTests: ExampleTestCase {
    func testAClickOnABarListsItsSalesAndADragSketchesAStroke() throws {
        try MainActor.assumeIsolated {
            try GtkTester.run(ShapesSection()) { app in
                try await app.waitUntilMapped()
                let chart = try XCTUnwrap(app.find(label: "Sales by month") as? Overlay)
                let bars = try XCTUnwrap(chart.child)
                // The chart is laid out for 240 wide and scaled to the window's width.
                let march = Point(x: 150 * Double(bars.width) / 240, y: 160)
                XCTAssertGreaterThan(bars.width, 240, "as wide as the window")
                try await app.hover(bars, at: march)
                try await app.waitUntil { bars.tooltipText == "Mar: 330" }
                try await app.tap(bars, at: march)
                try await app.waitUntil { app.find(text: "Mar sale 3: 90") != nil }
                let pad = try XCTUnwrap(app.find(label: "Sketchpad"))
                try await app.drag(pad, from: Point(x: 10, y: 10), to: Point(x: 100, y: 60))
                try await app.waitUntil { app.find(text: "1 strokes") != nil }
                try app.click(text: "Undo stroke")
                try await app.waitUntil { app.find(text: "0 strokes") != nil }
            }
        }
    }
}
