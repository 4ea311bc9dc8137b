import XCTest

@testable import Gtk

final class RenderedImageTests: XCTestCase {
    func testPixelsAreReadFromPremultipliedBGRA() {
        // Two pixels: opaque pure red, then half-transparent white.
        let image = RenderedImage(
            width: 2, height: 1, premultipliedBGRA: [0, 0, 255, 255, 128, 128, 128, 128])
        XCTAssertEqual(image.pixel(x: 0, y: 0), Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(image.pixel(x: 1, y: 0), Pixel(red: 255, green: 255, blue: 255, alpha: 128))
    }

    func testAverageLuminanceCountsOnlyMostlyOpaquePixels() {
        let image = RenderedImage(
            width: 3, height: 1,
            premultipliedBGRA: [255, 255, 255, 255, 0, 0, 0, 255, 0, 0, 0, 0])
        XCTAssertEqual(image.averageLuminance, 0.5, accuracy: 0.001)
    }
}
