import XCTest

@testable import GtkHost

final class CSSSyntaxTests: XCTestCase {
    func testIdentifiers() {
        for valid in ["danger", "title-1", "_x", "-gtk-icon", "theme_fg_color", "café", "--x"] {
            XCTAssertTrue(CSSSyntax.isIdentifier(valid), valid)
        }
        for invalid in ["", ".danger", "1st", "-1", "-", "a b", "a;", "a}", "a{", "@x", "a:b"] {
            XCTAssertFalse(CSSSyntax.isIdentifier(invalid), invalid)
        }
    }

    func testNumbersAreWrittenWithoutExponents() {
        XCTAssertEqual(CSSSyntax.number(14), "14")
        XCTAssertEqual(CSSSyntax.number(0.5), "0.5")
        XCTAssertEqual(CSSSyntax.number(1.2345), "1.235")
        XCTAssertEqual(CSSSyntax.number(0.00001), "0")
        XCTAssertEqual(CSSSyntax.number(-2.5), "-2.5")
        XCTAssertEqual(CSSSyntax.number(1e-300), "0")
        XCTAssertNil(CSSSyntax.number(.nan))
        XCTAssertNil(CSSSyntax.number(.infinity))
        XCTAssertNil(CSSSyntax.number(1e9))
    }
}
