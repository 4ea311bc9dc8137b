// The texts both programs show: 1 MB in three shapes.

/// One megabyte (1,000,000 ASCII characters) of text in a given shape.
enum TextShape: String, CaseIterable {
    /// One line without a space or newline, as minified JSON or base64.
    case oneLine = "1 MB, one line"
    /// Lines of 80 characters.
    case shortLines = "1 MB, 80-char lines"
    /// 100,000-character lines of words, then short lines, then a
    /// 100,000-character line without spaces, over and over; a long line first.
    case mixed = "1 MB, mixed"

    static let size = 1_000_000

    var text: String {
        switch self {
        case .oneLine: base64(Self.size)
        case .shortLines: lines(Self.size)
        case .mixed: mixedText()
        }
    }
}

private let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")

/// `count` characters of base64-like text with no break opportunity.
func base64(_ count: Int) -> String {
    String((0..<count).map { alphabet[($0 * 7 + $0 / 61) % alphabet.count] })
}

private func words(_ count: Int) -> String {
    let text = String(repeating: "lorem ipsum dolor sit amet, consectetur ", count: count / 40 + 1)
    return String(text.prefix(count))
}

private func lines(_ count: Int) -> String {
    let line = String(words(79)) + "\n"
    return String(String(repeating: line, count: count / 80 + 1).prefix(count))
}

private func mixedText() -> String {
    var text = ""
    while text.utf8.count < TextShape.size {
        text += words(100_000) + "\n" + lines(100_000) + base64(100_000) + "\n"
    }
    return String(text.prefix(TextShape.size))
}
