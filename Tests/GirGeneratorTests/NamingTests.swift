import XCTest

@testable import GirGenerator

final class NamingTests: XCTestCase {
    func testGIRNamesBecomeCamelCaseAndKeywordsAreEscaped() {
        XCTAssertEqual(Naming.lowerCamel("show-day-names"), "showDayNames")
        XCTAssertEqual(Naming.lowerCamel("get_day_is_marked"), "getDayIsMarked")
        XCTAssertEqual(Naming.upperCamel("day-selected"), "DaySelected")
        XCTAssertEqual(Naming.identifier("default"), "`default`")
        XCTAssertEqual(Naming.identifier("value"), "value")
    }
}
