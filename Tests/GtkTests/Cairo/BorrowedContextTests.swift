import CGtk
import XCTest

@testable import Gtk

final class BorrowedContextTests: GtkTestCase {
    func testALentContextTakesOneReferenceAndGivesItBackOnInvalidation() {
        MainActor.assumeIsolated {
            let surface = Cairo.ImageSurface(format: .argb32, width: 2, height: 2)
            let owned = cairo_create(surface.raw)!
            defer { cairo_destroy(owned) }
            var context: Cairo.Context? = Cairo.Context(referencing: owned)
            XCTAssertEqual(cairo_get_reference_count(owned), 2)
            XCTAssertEqual(context?.isUsable, true)
            context?.invalidate()
            XCTAssertEqual(cairo_get_reference_count(owned), 1)
            XCTAssertEqual(context?.isUsable, false)
            // Invalidating twice, or deinitializing after, gives back nothing more.
            context?.invalidate()
            context = nil
            XCTAssertEqual(cairo_get_reference_count(owned), 1)
        }
    }
}
