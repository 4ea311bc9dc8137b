import Foundation
import XCTest

@testable import Gtk

/// A `cairo.Context` returned by a generated call on real GTK: exporting a
/// print operation to PDF, the page's print context hands back its `cairo_t`
/// in a wrapper of its own reference.
final class PrintContextTests: GtkTestCase {
    func testAPagePrintedToPDFDrawsOnThePrintContextsCairoContext() throws {
        try MainActor.assumeIsolated {
            let file = FileManager.default.temporaryDirectory
                .appendingPathComponent("gtkhooks-print-\(getpid()).pdf")
            defer { try? FileManager.default.removeItem(at: file) }
            do {
                let operation = PrintOperation()
                operation.nPages = 1
                operation.setExportFilename(filename: file.path)
                var kept: Cairo.Context?
                var references: UInt32 = 0
                operation.onDrawPage { context, page in
                    XCTAssertEqual(page, 0)
                    guard let cairo = context?.cairoContext() else {
                        return XCTFail("the print context has a cairo context while drawing")
                    }
                    // GTK's reference and this wrapper's, at least.
                    references = cairo.referenceCount
                    cairo.setSource(red: 0, green: 0, blue: 1)
                    cairo.paint()
                    kept = cairo
                }
                XCTAssertEqual(try operation.run(action: .export, parent: nil), .apply)
                XCTAssertGreaterThanOrEqual(references, 2)
                XCTAssertEqual(kept?.isUsable, true, "a returned context is owned, not lent")
                XCTAssertEqual(kept?.referenceCount, 1, "GTK let it go; the wrapper keeps it")
            }
            let size = try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int
            XCTAssertGreaterThan(size ?? 0, 0, "the page was written")
            XCTAssertTrue(LiveObjects.isEmpty, LiveObjects.summary)
        }
    }
}
