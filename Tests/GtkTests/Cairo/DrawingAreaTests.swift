import GtkTestSupport
import XCTest

@testable import Gtk

final class DrawingAreaTests: GtkTestCase {
    func testTheDrawFunctionPaintsTheWindowAndItsContextEndsWithTheCall() {
        MainActor.assumeIsolated {
            runApplication { application in
                let window = Window(application: application)
                let area = DrawingArea()
                var lent: Cairo.Context?
                var sizes: [Int] = []
                var countDuringCall: UInt32 = 0
                var draws = 0
                // Weak: the area owns the closure.
                area.setDrawFunc { [weak area] drawn, context, width, height in
                    XCTAssertTrue(drawn === area, "the area comes back as its wrapper")
                    countDuringCall = context.referenceCount
                    context.setSource(red: 1, green: 0, blue: 0)
                    context.paint()
                    sizes = [Int(width), Int(height)]
                    lent = context
                    draws += 1
                }
                window.child = area
                window.setDefaultSize(width: 120, height: 80)
                window.present()
                try await waitUntil { window.isMapped && draws > 0 }
                let drawsBefore = draws
                area.queueDraw()
                try await waitUntil { draws > drawsBefore }
                try await Task.sleep(for: .milliseconds(50))
                let pixels = try XCTUnwrap(window.renderPixels())
                XCTAssertEqual(
                    pixels.pixel(x: pixels.width / 2, y: pixels.height / 2),
                    Pixel(red: 255, green: 0, blue: 0))
                XCTAssertEqual(sizes.count, 2)
                XCTAssertTrue(sizes.allSatisfy { $0 > 0 })
                // GTK's reference and the wrapper's, during the call only.
                XCTAssertGreaterThanOrEqual(countDuringCall, 2)
                XCTAssertEqual(lent?.isUsable, false)
                window.destroy()
            }
        }
    }

    func testTheDrawClosureIsFreedWithTheArea() {
        MainActor.assumeIsolated {
            let before = LiveObjects.closureBoxes
            var area: DrawingArea? = DrawingArea()
            area?.setDrawFunc { _, _, _, _ in }
            area?.setDrawFunc { _, context, _, _ in context.paint() }
            XCTAssertEqual(LiveObjects.closureBoxes, before + 1)
            area?.setDrawFunc(drawFunc: nil)
            XCTAssertEqual(LiveObjects.closureBoxes, before, "clearing it releases the box")
            area?.setDrawFunc { _, _, _, _ in }
            area = nil
            XCTAssertEqual(LiveObjects.closureBoxes, before)
        }
    }
}
