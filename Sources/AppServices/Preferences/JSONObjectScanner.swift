import FoundationEssentials

/// Finds the members of a JSON object in its text without decoding their
/// values, so that each value can be kept as the exact bytes it was written
/// as (a 30-digit integer, `1e-400`, a key given twice).
///
/// Containers are scanned with a stack rather than recursion, so a deeply
/// nested value costs time linear in its length and no call stack.
enum JSONObjectScanner {
    /// One `"key": value` of the object, as written.
    struct Member {
        /// The key, decoded.
        var key: String
        /// The key as written, quotes and escapes included.
        var keyJSON: [UInt8]
        /// The value as written, without the white space around it.
        var valueJSON: [UInt8]
    }

    /// Why a text is not one JSON object.
    struct Malformed: Error, CustomStringConvertible {
        /// Where the text stops being JSON, in bytes from its start.
        let offset: Int
        var description: String { "not a JSON object (at byte \(offset))" }
    }

    /// The members of the JSON object `bytes` hold, in order (a key written
    /// twice gives two members); throws `Malformed` when `bytes` are not
    /// exactly one JSON object in UTF-8.
    static func members(of bytes: [UInt8]) throws -> [Member] {
        guard String(validating: bytes, as: UTF8.self) != nil else { throw Malformed(offset: 0) }
        var scanner = Cursor(bytes: bytes)
        var members: [Member] = []
        try scanner.expect(UInt8(ascii: "{"))
        if !scanner.consume(UInt8(ascii: "}")) {
            repeat {
                let keyJSON = try scanner.string()
                try scanner.expect(UInt8(ascii: ":"))
                let valueJSON = try scanner.value()
                let key = try JSONDecoder().decode(String.self, from: Data(keyJSON))
                members.append(
                    Member(key: key, keyJSON: Array(keyJSON), valueJSON: Array(valueJSON)))
            } while scanner.consume(UInt8(ascii: ","))
            try scanner.expect(UInt8(ascii: "}"))
        }
        scanner.skipSpace()
        guard scanner.index == bytes.count else { throw Malformed(offset: scanner.index) }
        return members
    }
}
