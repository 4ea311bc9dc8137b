import XCTest

@testable import GtkHost

final class ScopedCSSTests: XCTestCase {
    private func scoped(_ css: String) -> (css: String, rejected: [String]) {
        let result = ScopedCSS(css, scope: ".s")
        return (result.css, result.rejections.map { "\($0.value): \($0.reason)" })
    }

    func testEverySelectorMatchesInsideTheScopeOrTheScopeItself() {
        let result = scoped("label, box > button:hover { color: red; }\n.x:not(.y, .z) {}")
        XCTAssertEqual(
            result.css,
            ".s label, label.s, .s box > button:hover, box > button:hover.s { color: red; }\n"
                + ".s .x:not(.y, .z), .x:not(.y, .z).s {}\n")
        XCTAssertEqual(result.rejected, [])
    }

    func testAmpersandNamesTheScope() {
        XCTAssertEqual(scoped("& > label, &.card {}").css, ".s > label, .s.card {}\n")
    }

    func testAtRulesAreLeftOut() {
        let result = scoped(
            "@define-color accent red; @import url(x.css); @keyframes k { from {} } a {}")
        XCTAssertEqual(result.css, ".s a, a.s {}\n")
        XCTAssertEqual(result.rejected.count, 3, "\(result.rejected)")
        XCTAssertTrue(result.rejected[0].contains("@define-color accent red;"))
    }

    func testBracesThatWouldCloseTheRuleEarlyCannotStartAnUnscopedRule() {
        let result = scoped("} label { color: red } x {")
        XCTAssertEqual(result.css, ".s label, label.s { color: red }\n")
        XCTAssertEqual(result.rejected.count, 2, "the stray } and the unclosed block")
    }

    func testBracesInStringsCommentsEscapesAndURLsStayInTheirBlock() {
        let css = #"a { content: "} b {"; /* } c { */ x: url(}d{); y: \} }"#
        XCTAssertEqual(scoped(css).css, ".s a, a.s \(css.dropFirst(2))\n")
        XCTAssertEqual(scoped(css).rejected, [])
    }

    func testUnterminatedStringsAndCommentsRejectTheRest() {
        XCTAssertEqual(scoped("a { content: \"} b { color: red }").css, "")
        XCTAssertEqual(scoped("a {} /* b { }").css, ".s a, a.s {}\n")
        XCTAssertEqual(scoped("a {} /* b { }").rejected.count, 1)
        XCTAssertEqual(scoped("a { x: url(} b {} ").css, "")
    }

    func testSelectorsWithQuotesEscapesOrEmptyPartsAreLeftOut() {
        XCTAssertEqual(scoped("a, {} b\\{ {} [x=\"y\"] {} c {}").css, ".s c, c.s {}\n")
        XCTAssertEqual(scoped("a, {} b\\{ {} [x=\"y\"] {} c {}").rejected.count, 3)
    }
}
