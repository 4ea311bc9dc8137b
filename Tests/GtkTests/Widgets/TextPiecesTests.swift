import XCTest

@testable import Gtk

final class TextPiecesTests: XCTestCase {
    private func pieces(_ text: String, length: Int) -> [String] {
        let ends = TextPieces(text, length: length).ends
        let bytes = Array(text.utf8)
        var start = 0
        return ends.map { end in
            defer { start = end }
            return String(decoding: bytes[start..<end], as: UTF8.self)
        }
    }

    func testShortParagraphsStayWhole() {
        XCTAssertEqual(TextPieces("", length: 10).ends, [0])
        XCTAssertEqual(pieces("0123456789\n0123456789\r\n01234", length: 10).count, 1)
    }

    func testALongRunIsCutAtTheLength() {
        XCTAssertEqual(
            pieces(String(repeating: "x", count: 25), length: 10),
            ["xxxxxxxxxx", "xxxxxxxxxx", "xxxxx"])
    }

    func testAPieceEndsAfterASpaceInItsLastQuarter() {
        XCTAssertEqual(pieces("aaaaaaaa bbbbbbbb", length: 10), ["aaaaaaaa ", "bbbbbbbb"])
        XCTAssertEqual(
            pieces("aaaa bbbbbbbbbb", length: 10), ["aaaa bbbbb", "bbbbb"],
            "a space early in the piece is too far back")
    }

    func testACutNeverSplitsACharacter() {
        // "b" with a combining acute accent is one character of two scalars.
        let text = String(repeating: "ab\u{301}", count: 10)
        let cut = pieces(text, length: 10)
        XCTAssertEqual(cut.joined(), text)
        for piece in cut { XCTAssertNotEqual(piece.unicodeScalars.first, "\u{301}", "\(cut)") }
        XCTAssertTrue(cut.allSatisfy { $0.unicodeScalars.count <= 10 })
    }

    func testNonASCIIIsCountedInCharactersAndCutOnScalars() {
        let text = String(repeating: "é", count: 15) + "\u{2029}" + String(repeating: "€", count: 5)
        XCTAssertEqual(
            pieces(text, length: 10),
            [String(repeating: "é", count: 10), String(text.dropFirst(10))])
    }
}
