import FoundationEssentials

/// How deep the arrays and objects of a JSON text go, found in one pass over
/// its bytes without parsing it.
///
/// Decoding nested values through `Decoder` costs far more than their size:
/// 500 levels in one unknown field of ten todos took minutes. TodoList reads
/// files nested at most ``limit`` levels deep and keeps deeper ones aside.
nonisolated enum JSONNesting {
    /// The deepest nesting TodoList reads (the list and its todos are two levels).
    static let limit = 64

    /// Whether `data` opens more than `limit` arrays or objects inside one another.
    static func exceedsLimit(_ data: Data, limit: Int = limit) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
            default:
                break
            }
        }
        return false
    }
}
