import XCTest

@testable import GirGenerator

/// The coverage report's figures per namespace: every class the GIR
/// declares counts, a class not generated with all its members missing.
final class CoverageReportTests: XCTestCase {
    func testEachNamespaceCountsEveryClassItsGIRDeclares() throws {
        let report = try Fixture.generate().report
        // Thing and Model are generated; Orphan (no known parent) is not.
        let all = "| Fix: all classes | 2/3 | 3/3 (100 %) | 14/16 (87 %) |"
        let widgets = "| Fix: widget classes | 1/1 | 2/2 (100 %) | 14/16 (87 %) |"
        XCTAssertTrue(report.contains(all), report)
        XCTAssertTrue(report.contains(widgets), report)
    }
}
