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
                try await app.hover(bars, at: Point(x: 150, y: 160))
                try await app.waitUntil { bars.tooltipText == "Mar: 330" }
                try await app.tap(bars, at: Point(x: 150, y: 160))
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
