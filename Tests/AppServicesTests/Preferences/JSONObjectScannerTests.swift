import Foundation
import Testing

@testable import AppServices

struct JSONObjectScannerTests {
    private func members(_ text: String) throws -> [String] {
        try JSONObjectScanner.members(of: Array(text.utf8)).map {
            "\(String(decoding: $0.keyJSON, as: UTF8.self))=\(String(decoding: $0.valueJSON, as: UTF8.self))"
        }
    }

    @Test("each member's value is found as written, at any depth")
    func membersAsWritten() throws {
        let text =
            #" { "a" : 1e29 , "b":[ {"c": [] , "d": {}}, "x\"]" ], "\u00e9": -0.5E-3, "a": null } "#
        #expect(
            try members(text) == [
                #""a"=1e29"#, #""b"=[ {"c": [] , "d": {}}, "x\"]" ]"#, #""\u00e9"=-0.5E-3"#,
                #""a"=null"#,
            ])
        #expect(try JSONObjectScanner.members(of: Array(text.utf8))[2].key == "é")
        #expect(try members("{}").isEmpty)
    }

    @Test(
        "text that is not one JSON object is rejected",
        arguments: [
            "", "[]", "{", "{\"a\"}", "{\"a\":}", "{\"a\":1,}", "{\"a\":01}", "{\"a\":1.}",
            "{\"a\":-}",
            "{\"a\":tru}", "{\"a\":\"\u{1}\"}", "{\"a\":\"\\x\"}", "{\"a\":[1 2]}",
            "{\"a\":{\"b\" 1}}",
            "{} {}", "{\"a\":[}", "{\"a\":1]}",
        ])
    func malformed(text: String) {
        #expect(throws: JSONObjectScanner.Malformed.self) {
            try JSONObjectScanner.members(of: Array(text.utf8))
        }
    }

    @Test("bytes that are not UTF-8 are rejected")
    func notUTF8() {
        #expect(throws: JSONObjectScanner.Malformed.self) {
            try JSONObjectScanner.members(of: Array("{\"a\": \"".utf8) + [0xFF] + Array("\"}".utf8))
        }
    }

    @Test("a value nested 100,000 deep is scanned without recursion")
    func deepNesting() throws {
        let depth = 100_000
        let text =
            "{\"a\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            + "}"
        #expect(try JSONObjectScanner.members(of: Array(text.utf8)).count == 1)
    }
}
