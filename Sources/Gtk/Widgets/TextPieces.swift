/// Where ``TextBuffer`` puts soft breaks in a text.
///
/// Every paragraph longer than `length` characters (Unicode scalars, as GTK
/// counts) becomes pieces of at most `length`, each ending after the last
/// space or tab in its last quarter when there is one, else at the last
/// character (grapheme) boundary. Paragraphs end at `\n`, `\r` or U+2029, as
/// GTK's do. The scan reads UTF-8 bytes, so a text without long paragraphs
/// costs one pass over its bytes.
struct TextPieces {
    /// The UTF-8 offset where each piece ends; the last is the text's length.
    let ends: [Int]

    init(_ text: String, length: Int) {
        var utf8 = text
        ends = utf8.withUTF8 { Self.ends(of: $0, in: text, length: length) }
    }

    private static func ends(of bytes: UnsafeBufferPointer<UInt8>, in text: String, length: Int)
        -> [Int]
    {
        var ends: [Int] = []
        var run = 0
        var space: (end: Int, run: Int)?
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D
                || (byte == 0xE2 && index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && bytes[index + 2] == 0xA9)
            {
                run = 0
                space = nil
                index += 1
                continue
            }
            if byte & 0xC0 != 0x80 {
                if run == length {
                    let cut: Int
                    if let space, space.run > length - length / 4 {
                        cut = space.end
                    } else {
                        cut = boundary(before: index, after: ends.last ?? 0, in: text, bytes)
                    }
                    ends.append(cut)
                    run = bytes[cut..<index].count { $0 & 0xC0 != 0x80 }
                    space = nil
                }
                run += 1
                if byte == 0x20 || byte == 0x09 { space = (index + 1, run) }
            }
            index += 1
        }
        if ends.last != bytes.count { ends.append(bytes.count) }
        return ends
    }

    /// The nearest character boundary at or before the scalar starting at
    /// byte `offset`, within 32 scalars and after `floor`; `offset` itself
    /// when there is none (a cluster that long is cut).
    private static func boundary(
        before offset: Int, after floor: Int, in text: String, _ bytes: UnsafeBufferPointer<UInt8>
    ) -> Int {
        var candidate = offset
        for _ in 0..<32 {
            let index = text.utf8.index(text.utf8.startIndex, offsetBy: candidate)
            if index.samePosition(in: text) != nil { return candidate }
            repeat { candidate -= 1 } while candidate > floor && bytes[candidate] & 0xC0 == 0x80
            if candidate <= floor { break }
        }
        return offset
    }
}
