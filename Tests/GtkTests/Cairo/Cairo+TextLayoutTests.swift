import XCTest

@testable import Gtk

final class TextLayoutTests: GtkTestCase {
    func testShownTextStaysInsideItsMeasuredSize() {
        MainActor.assumeIsolated {
            let surface = Cairo.ImageSurface(format: .argb32, width: 200, height: 60)
            let context = Cairo.Context(surface)
            let font = FontDescription()
            font.setFamily(family: "DejaVu Sans")
            font.setAbsoluteSize(size: 20 * 1024)
            let layout = Cairo.TextLayout("Hello", font: font, for: context)
            let (width, height) = layout.pixelSize
            XCTAssertGreaterThan(width, 10)
            XCTAssertGreaterThan(height, 10)
            XCTAssertLessThan(width, 180)
            context.setSource(red: 0, green: 0, blue: 0)
            context.moveTo(x: 10, y: 10)
            context.show(layout)
            let bytes = surface.bytes
            var inside = 0
            var outside = 0
            for y in 0..<surface.height {
                for x in 0..<surface.width where bytes[y * surface.stride + x * 4 + 3] != 0 {
                    if (10..<10 + width).contains(x) && (10..<10 + height).contains(y) {
                        inside += 1
                    } else {
                        outside += 1
                    }
                }
            }
            XCTAssertGreaterThan(inside, 20)
            XCTAssertEqual(outside, 0)
        }
    }
}
