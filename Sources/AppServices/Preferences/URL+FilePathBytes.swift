import FoundationEssentials

extension URL {
    /// A `file:` URL for the path `bytes`, byte for byte.
    ///
    /// A path is bytes, not text: a name such as `bad\xff.json` is a valid
    /// file name that is not UTF-8. Every byte other than an unreserved ASCII
    /// character or `/` is percent-encoded, so `filePathBytes` gives back
    /// exactly `bytes` (Foundation's `URL(fileURLWithPath:)` and `path`
    /// replace such bytes with U+FFFD, naming another file).
    public init(filePathBytes bytes: some Collection<UInt8>) {
        var text = "file://"
        for byte in bytes {
            if Self.isUnreservedPathByte(byte) {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text +=
                    "%" + String(byte >> 4, radix: 16, uppercase: true)
                    + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        // Every byte is encoded or unreserved, so the text is a valid URL.
        self = URL(string: text)!
    }

    /// The exact bytes of a `file:` URL's path (percent-decoded, invalid
    /// UTF-8 kept as it is), as `open(2)` takes them; nil for another scheme.
    public var filePathBytes: [UInt8]? {
        guard isFileURL else { return nil }
        let encoded = Array(path(percentEncoded: true).utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(encoded.count)
        var index = 0
        while index < encoded.count {
            if encoded[index] == UInt8(ascii: "%"), index + 2 < encoded.count,
                let high = Self.hexValue(encoded[index + 1]),
                let low = Self.hexValue(encoded[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(encoded[index])
                index += 1
            }
        }
        return bytes
    }

    private static func isUnreservedPathByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
            true
        default:
            false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
