import GtkTestSupport
import XCTest

@testable import Gtk

final class WidgetPixelsTests: GtkTestCase {
    func testPixelsAreReadFromPremultipliedBGRA() {
        // Two pixels: opaque pure red, then half-transparent white.
        let pixels = Pixels(width: 2, height: 1, bytes: [0, 0, 255, 255, 128, 128, 128, 128])
        XCTAssertEqual(pixels.pixel(x: 0, y: 0), Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(
            pixels.pixel(x: 1, y: 0), Pixel(red: 255, green: 255, blue: 255, alpha: 128))
        XCTAssertEqual(pixels.differingPixels(from: pixels), 0)
    }

    func testAverageLuminanceCountsOnlyMostlyOpaquePixels() {
        let pixels = Pixels(
            width: 3, height: 1, bytes: [255, 255, 255, 255, 0, 0, 0, 255, 0, 0, 0, 0])
        XCTAssertEqual(pixels.averageLuminance, 0.5, accuracy: 0.001)
    }

    func testARenderedWindowHasItsSizeAndAnOpaqueBackground() {
        MainActor.assumeIsolated {
            runApplication { application in
                let window = Window(application: application)
                window.child = Label("pixels")
                window.setDefaultSize(width: 160, height: 80)
                window.present()
                try await waitUntil { window.isMapped && window.width > 0 }
                let pixels = try XCTUnwrap(window.renderPixels())
                XCTAssertEqual(pixels.width, window.width)
                XCTAssertEqual(pixels.height, window.height)
                XCTAssertEqual(pixels.pixel(x: pixels.width / 2, y: pixels.height / 2).alpha, 255)
                XCTAssertNil(Label("nowhere").renderPixels())
            }
        }
    }
}
