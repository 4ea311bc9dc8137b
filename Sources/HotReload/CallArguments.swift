// The arguments of a call in Swift source, read well enough to copy them into
// an image's entry: brackets are balanced outside string literals (with their
// interpolations) and comments, so a CSS string with `{` or `)` in it is one
// argument.

/// One call's argument list and trailing closure, as source text.
struct CallArguments {
    /// The labelled and unlabelled arguments inside the parentheses, in order.
    var arguments: [(label: String?, expression: String)] = []
    /// The body of the trailing closure, if one follows.
    var trailingClosure: String?

    /// The first call of `callee` in `text` (`GtkApp` finds `GtkApp(id: ...) { ... }`).
    init?(of callee: String, in text: String) {
        let characters = Array(text)
        let pattern = Array(callee + "(")
        var start: Int?
        var index = 0
        while index + pattern.count <= characters.count {
            if let skipped = skipLiteralOrComment(characters, at: index) {
                index = skipped
                continue
            }
            if Array(characters[index..<index + pattern.count]) == pattern {
                start = index + pattern.count
                break
            }
            index += 1
        }
        guard let open = start, let close = balanced(characters, from: open, closer: ")")
        else { return nil }
        arguments = split(characters, from: open, to: close - 1)
        var after = close
        while after < characters.count, characters[after].isWhitespace { after += 1 }
        if after < characters.count, characters[after] == "{",
            let end = balanced(characters, from: after + 1, closer: "}")
        {
            trailingClosure = String(characters[(after + 1)..<(end - 1)])
        }
    }

    /// The expression of the argument labelled `label`.
    func argument(_ label: String) -> String? {
        arguments.first { $0.label == label }?.expression
    }
}

/// The index just past the `closer` that balances an opener just before `start`.
private func balanced(_ characters: [Character], from start: Int, closer: Character) -> Int? {
    var depth = 1
    var index = start
    while index < characters.count {
        if let skipped = skipLiteralOrComment(characters, at: index) {
            index = skipped
            continue
        }
        switch characters[index] {
        case "(", "[", "{": depth += 1
        case ")", "]", "}":
            depth -= 1
            if depth == 0 { return characters[index] == closer ? index + 1 : nil }
        default: break
        }
        index += 1
    }
    return nil
}

/// The top-level, comma-separated arguments between `start` and `end` (exclusive).
private func split(_ characters: [Character], from start: Int, to end: Int) -> [(
    label: String?, expression: String
)] {
    var pieces: [String] = []
    var pieceStart = start
    var depth = 0
    var index = start
    while index < end {
        if let skipped = skipLiteralOrComment(characters, at: index) {
            index = skipped
            continue
        }
        switch characters[index] {
        case "(", "[", "{": depth += 1
        case ")", "]", "}": depth -= 1
        case "," where depth == 0:
            pieces.append(String(characters[pieceStart..<index]))
            pieceStart = index + 1
        default: break
        }
        index += 1
    }
    pieces.append(String(characters[pieceStart..<end]))
    return pieces.compactMap { piece in
        let trimmed = piece.trimmingWhitespace
        guard !trimmed.isEmpty else { return nil }
        if let colon = trimmed.firstIndex(of: ":"),
            trimmed[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
            !trimmed[..<colon].isEmpty
        {
            let expression = trimmed[trimmed.index(after: colon)...].trimmingWhitespace
            return (String(trimmed[..<colon]), expression)
        }
        return (nil, trimmed)
    }
}

/// The index just past the string literal or comment starting at `index`, if one does.
private func skipLiteralOrComment(_ characters: [Character], at index: Int) -> Int? {
    let next = index + 1 < characters.count ? characters[index + 1] : nil
    switch characters[index] {
    case "/" where next == "/":
        var end = index
        while end < characters.count, characters[end] != "\n" { end += 1 }
        return end
    case "/" where next == "*":
        var depth = 0
        var end = index
        while end + 1 < characters.count {
            if characters[end] == "/", characters[end + 1] == "*" {
                depth += 1
                end += 2
            } else if characters[end] == "*", characters[end + 1] == "/" {
                depth -= 1
                end += 2
                if depth == 0 { return end }
            } else {
                end += 1
            }
        }
        return characters.count
    case "#", "\"":
        return skipString(characters, at: index)
    default:
        return nil
    }
}

/// The index just past the string literal (`"..."`, `"""..."""`, `#"..."#`) at `index`.
private func skipString(_ characters: [Character], at index: Int) -> Int? {
    var hashes = 0
    var cursor = index
    while cursor < characters.count, characters[cursor] == "#" {
        hashes += 1
        cursor += 1
    }
    guard cursor < characters.count, characters[cursor] == "\"" else { return nil }
    let isMultiline =
        cursor + 2 < characters.count && characters[cursor + 1] == "\""
        && characters[cursor + 2] == "\""
    let quotes = isMultiline ? 3 : 1
    cursor += quotes
    let escape = "\\" + String(repeating: "#", count: hashes)
    while cursor < characters.count {
        if characters[cursor...].starts(with: escape) {
            cursor += escape.count
            if cursor < characters.count, characters[cursor] == "(" {
                cursor = balanced(characters, from: cursor + 1, closer: ")") ?? characters.count
            } else {
                cursor += 1
            }
            continue
        }
        if cursor + quotes + hashes <= characters.count,
            characters[cursor...].starts(with: String(repeating: "\"", count: quotes)),
            characters[(cursor + quotes)...].starts(with: String(repeating: "#", count: hashes))
        {
            return cursor + quotes + hashes
        }
        cursor += 1
    }
    return characters.count
}

extension StringProtocol {
    /// The text without leading and trailing whitespace and newlines.
    fileprivate var trimmingWhitespace: String {
        var slice = Substring(self)
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }
}
