import XCTest

@testable import Gtk

final class ContextTests: GtkTestCase {
    func testFillingARectanglePaintsPremultipliedBGRA() {
        MainActor.assumeIsolated {
            let surface = Cairo.ImageSurface(format: .argb32, width: 20, height: 20)
            let context = Cairo.Context(surface)
            context.setSource(red: 1, green: 0, blue: 0)
            context.rectangle(x: 0, y: 0, width: 10, height: 10)
            context.fill()
            context.setSource(RGBA(red: 0, green: 0, blue: 1, alpha: 0.5))
            context.rectangle(x: 10, y: 10, width: 10, height: 10)
            context.fill()
            XCTAssertEqual(bgra(surface, x: 5, y: 5), [0, 0, 255, 255])
            XCTAssertEqual(bgra(surface, x: 15, y: 15), [128, 0, 0, 128])
            XCTAssertEqual(bgra(surface, x: 15, y: 5), [0, 0, 0, 0])
        }
    }

    func testStrokingALineColoursOnlyItsWidth() {
        MainActor.assumeIsolated {
            let surface = Cairo.ImageSurface(format: .argb32, width: 20, height: 20)
            let context = Cairo.Context(surface)
            context.setSource(red: 0, green: 1, blue: 0)
            context.lineWidth = 4
            context.lineCap = .butt
            context.lineJoin = .bevel
            context.setDash([])
            XCTAssertEqual(context.lineWidth, 4)
            XCTAssertEqual(context.lineCap, .butt)
            XCTAssertEqual(context.lineJoin, .bevel)
            context.moveTo(x: 0, y: 10)
            context.lineTo(x: 20, y: 10)
            context.stroke()
            XCTAssertEqual(bgra(surface, x: 10, y: 9), [0, 255, 0, 255])
            XCTAssertEqual(bgra(surface, x: 10, y: 5), [0, 0, 0, 0])
        }
    }

    func testALinearGradientGoesFromItsFirstStopToItsLast() {
        MainActor.assumeIsolated {
            let surface = Cairo.ImageSurface(format: .argb32, width: 100, height: 1)
            let context = Cairo.Context(surface)
            let gradient = Cairo.Gradient.linear(x0: 0, y0: 0, x1: 100, y1: 0)
            gradient.addColorStop(offset: 0, red: 0, green: 0, blue: 0)
            gradient.addColorStop(offset: 1, red: 1, green: 1, blue: 1)
            context.setSource(gradient)
            XCTAssertEqual(gradient.referenceCount, 2)
            context.paint()
            XCTAssertLessThan(bgra(surface, x: 0, y: 0)[2], 10)
            XCTAssertEqual(Int(bgra(surface, x: 50, y: 0)[2]), 128, accuracy: 4)
            XCTAssertGreaterThan(bgra(surface, x: 99, y: 0)[2], 245)
            let radial = Cairo.Gradient.radial(
                x0: 50, y0: 0, radius0: 0, x1: 50, y1: 0, radius1: 50)
            radial.addColorStop(offset: 0, red: 1, green: 0, blue: 0)
            radial.addColorStop(offset: 1, red: 0, green: 0, blue: 1)
            context.setSource(radial)
            context.paint()
            XCTAssertGreaterThan(bgra(surface, x: 50, y: 0)[2], 245)
            XCTAssertGreaterThan(bgra(surface, x: 99, y: 0)[0], 245)
        }
    }

    func testAClipLimitsPaintingUntilReset() {
        MainActor.assumeIsolated {
            let surface = Cairo.ImageSurface(format: .argb32, width: 10, height: 10)
            let context = Cairo.Context(surface)
            context.withSavedState {
                context.rectangle(x: 0, y: 0, width: 5, height: 10)
                context.clip()
                context.setSource(red: 1, green: 1, blue: 1)
                context.paint()
            }
            XCTAssertEqual(bgra(surface, x: 2, y: 2), [255, 255, 255, 255])
            XCTAssertEqual(bgra(surface, x: 7, y: 2), [0, 0, 0, 0])
            context.rectangle(x: 0, y: 0, width: 1, height: 1)
            context.clip()
            context.resetClip()
            context.setSource(red: 0, green: 0, blue: 1)
            context.paint()
            XCTAssertEqual(bgra(surface, x: 7, y: 2), [255, 0, 0, 255])
        }
    }

    func testTransformsMoveWhatIsDrawn() {
        MainActor.assumeIsolated {
            let surface = Cairo.ImageSurface(format: .argb32, width: 20, height: 20)
            let context = Cairo.Context(surface)
            context.withSavedState {
                context.translate(x: 10, y: 10)
                context.scale(x: 2, y: 2)
                context.rotate(by: 0)
                context.rectangle(x: 0, y: 0, width: 5, height: 5)
                context.setSource(red: 1, green: 0, blue: 0)
                context.fill()
            }
            context.arc(centerX: 5, centerY: 5, radius: 3, from: 0, to: 2 * .pi)
            context.closePath()
            context.setSource(red: 0, green: 1, blue: 0)
            context.fillPreserve()
            context.strokePreserve()
            context.newPath()
            context.curveTo(x1: 0, y1: 0, x2: 1, y2: 1, x3: 2, y3: 2)
            context.newPath()
            XCTAssertEqual(bgra(surface, x: 19, y: 19), [0, 0, 255, 255])
            XCTAssertEqual(bgra(surface, x: 9, y: 9), [0, 0, 0, 0])
            XCTAssertEqual(bgra(surface, x: 5, y: 5), [0, 255, 0, 255])
        }
    }
}
