import Gtk
import XCTest

final class CSSProviderTests: GtkTestCase {
    func testValidCSSLoadsWithoutErrors() {
        MainActor.assumeIsolated {
            let style = CSSProvider()
            XCTAssertEqual(style.load(".danger { color: #c01c28; }"), [])
            style.install()
            style.install()
            style.uninstall()
        }
    }

    func testParseErrorsAreReportedNotPrinted() {
        MainActor.assumeIsolated {
            let style = CSSProvider()
            let errors = style.load(".danger { colour: red; }")
            XCTAssertEqual(errors.count, 1, "\(errors)")
            XCTAssertEqual(style.parsingErrors, errors)
            XCTAssertEqual(style.load("label { }"), [], "a later load starts clean")
        }
    }
}
