import Foundation
import XCTest

@testable import Gtk

/// The premultiplied ARGB32 pixel at (`x`, `y`) of `surface` as (blue, green,
/// red, alpha) bytes: its order in memory on a little-endian machine.
@MainActor
func bgra(_ surface: Cairo.ImageSurface, x: Int, y: Int) -> [UInt8] {
    let offset = y * surface.stride + x * 4
    return Array(surface.bytes[offset..<offset + 4])
}

final class ImageSurfaceTests: GtkTestCase {
    func testASurfaceHasItsFormatSizeAndStride() {
        MainActor.assumeIsolated {
            let surface = Cairo.ImageSurface(format: .argb32, width: 10, height: 5)
            XCTAssertEqual(surface.format, .argb32)
            XCTAssertEqual(surface.width, 10)
            XCTAssertEqual(surface.height, 5)
            XCTAssertGreaterThanOrEqual(surface.stride, 40)
            XCTAssertEqual(surface.bytes.count, surface.stride * 5)
            XCTAssertEqual(bgra(surface, x: 3, y: 3), [0, 0, 0, 0])
            XCTAssertEqual(surface.referenceCount, 1)
        }
    }

    func testAContextHoldsTheSurfaceAndGivesItBackOnce() {
        MainActor.assumeIsolated {
            let surface = Cairo.ImageSurface(format: .argb32, width: 4, height: 4)
            var context: Cairo.Context? = Cairo.Context(surface)
            XCTAssertEqual(context?.referenceCount, 1)
            // The context's own references (cairo keeps one per target it tracks).
            XCTAssertGreaterThan(surface.referenceCount, 1)
            context = nil
            XCTAssertEqual(surface.referenceCount, 1)
        }
    }

    func testWritePNGWritesAPNGFileAndThrowsForABadPath() throws {
        try MainActor.assumeIsolated {
            let surface = Cairo.ImageSurface(format: .argb32, width: 7, height: 3)
            let path = NSTemporaryDirectory() + "cairo-\(UUID().uuidString).png"
            defer { try? FileManager.default.removeItem(atPath: path) }
            try surface.writePNG(to: path)
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            XCTAssertEqual(Array(data.prefix(8)), [137, 80, 78, 71, 13, 10, 26, 10])
            // IHDR's width and height, big-endian, at bytes 16..<24.
            XCTAssertEqual(Array(data[16..<24]), [0, 0, 0, 7, 0, 0, 0, 3])
            XCTAssertThrowsError(try surface.writePNG(to: "/nonexistent/dir/x.png")) { error in
                XCTAssertFalse("\(error)".isEmpty)
            }
        }
    }
}
