/// The extra CSS of a `Theme`, rewritten so that it styles the themed widgets
/// and what is inside them, and nothing else.
///
/// Each selector `S` becomes `.scope S, S.scope` (inside the themed widgets,
/// or one of them); a selector with `&` has each `&` replaced by `.scope`
/// instead, as in CSS nesting. At-rules (`@define-color`, `@import`,
/// `@keyframes`) name things for the whole app in GTK 4.8 and are left out,
/// as are text outside rules and selectors with quotes or escapes. Blocks are
/// copied as written: the scanner splits rules where GTK's tokenizer does
/// (comments, strings, escapes and `url(...)` are skipped as one token), so a
/// block cannot end early and start a rule of its own.
struct ScopedCSS {
    /// The scoped rules, one per line.
    private(set) var css = ""
    /// What was left out, each as the rejected text and why.
    private(set) var rejections: [StyleRejection] = []

    private let scope: String
    private let scalars: [Unicode.Scalar]
    private var index = 0

    /// Scopes `source` to the widgets that match the class selector `scope`.
    init(_ source: String, scope: String) {
        self.scope = scope
        scalars = Array(source.unicodeScalars)
        scan()
    }

    private mutating func scan() {
        var prelude = ""
        while index < scalars.count {
            let scalar = scalars[index]
            if startsComment() {
                guard skipComment() else { return reject(prelude, "an unterminated comment") }
                prelude.append(" ")
            } else if scalar == "{" {
                index += 1
                guard let block = readBlock() else { return reject(prelude, "an unclosed block") }
                emit(prelude: prelude, block: block)
                prelude = ""
            } else if scalar == ";" || scalar == "}" {
                index += 1
                let isAtRule = scalar == ";" && prelude.trimmingWhitespace().hasPrefix("@")
                reject(prelude + String(scalar), isAtRule ? Self.atRule : "text outside a rule")
                prelude = ""
            } else if let token = readToken() {
                prelude += token
            } else {
                return reject(prelude, "an unterminated string")
            }
        }
        if !prelude.allSatisfy(\.isWhitespace) { reject(prelude, "a selector without a block") }
    }

    private static let atRule = "an at-rule applies to the whole app, not the themed views"

    private mutating func emit(prelude: String, block: String) {
        let text = prelude.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        if text.hasPrefix("@") {
            return reject("\(text) {...}", Self.atRule)
        }
        guard let selectors = scopedSelectors(text) else {
            return reject("\(text) {...}", "not a selector list GtkHooks can scope")
        }
        css += "\(selectors) {\(block)}\n"
    }

    private func scopedSelectors(_ text: String) -> String? {
        guard !text.contains(where: { "\"'\\".contains($0) }) else { return nil }
        var selectors: [String] = []
        var current = ""
        var depth = 0
        for character in text + "," {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == "," && depth == 0 {
                let selector = current.trimmingWhitespace()
                guard !selector.isEmpty else { return nil }
                selectors.append(selector)
                current = ""
            } else {
                current.append(character)
            }
        }
        guard depth == 0 else { return nil }
        return selectors.map { selector in
            selector.contains("&")
                ? selector.replacing("&", with: scope) : "\(scope) \(selector), \(selector)\(scope)"
        }.joined(separator: ", ")
    }

    /// The block after `{`, to its matching `}` (consumed), nil if unclosed.
    private mutating func readBlock() -> String? {
        var block = ""
        var depth = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if startsComment() {
                let start = index
                guard skipComment() else { return nil }
                block += String(String.UnicodeScalarView(scalars[start..<index]))
            } else if scalar == "}" {
                index += 1
                if depth == 0 { return block }
                depth -= 1
                block.unicodeScalars.append(scalar)
            } else if scalar == "{" {
                index += 1
                depth += 1
                block.unicodeScalars.append(scalar)
            } else if let token = readToken() {
                block += token
            } else {
                return nil
            }
        }
        return nil
    }

    /// One string, escape, `url(...)` or other character; nil when a string
    /// or `url(` is not closed.
    private mutating func readToken() -> String? {
        let start = index
        let scalar = scalars[index]
        index += 1
        if scalar == "\\" {
            if index < scalars.count { index += 1 }
        } else if scalar == "\"" || scalar == "'" {
            guard skip(until: scalar, newlineEnds: true) else { return nil }
        } else if startsURL(at: start) {
            index = start + 4
            guard skip(until: ")", newlineEnds: false) else { return nil }
        }
        return String(String.UnicodeScalarView(scalars[start..<index]))
    }

    /// Moves past the unescaped `end`; false at the end of the text or, for
    /// strings, at a newline (a bad string in CSS).
    private mutating func skip(until end: Unicode.Scalar, newlineEnds: Bool) -> Bool {
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "\\" {
                index += 1
            } else if scalar == end {
                return true
            } else if newlineEnds && scalar == "\n" {
                return false
            }
        }
        return false
    }

    /// `url(` not preceded by a name character and not followed by a quote:
    /// CSS reads it as one url token up to `)`.
    private func startsURL(at start: Int) -> Bool {
        guard start + 4 <= scalars.count,
            String(String.UnicodeScalarView(scalars[start..<start + 4])).lowercased() == "url("
        else { return false }
        if start > 0 {
            let before = scalars[start - 1]
            if before == "-" || before == "_" || before.properties.isAlphabetic
                || ("0"..."9").contains(before) || before.value >= 0x80
            {
                return false
            }
        }
        var next = start + 4
        while next < scalars.count, scalars[next].properties.isWhitespace { next += 1 }
        return next >= scalars.count || (scalars[next] != "\"" && scalars[next] != "'")
    }

    private func startsComment() -> Bool {
        index + 1 < scalars.count && scalars[index] == "/" && scalars[index + 1] == "*"
    }

    /// Moves past `*/`; false if the comment never ends.
    private mutating func skipComment() -> Bool {
        index += 2
        while index + 1 < scalars.count {
            if scalars[index] == "*" && scalars[index + 1] == "/" {
                index += 2
                return true
            }
            index += 1
        }
        index = scalars.count
        return false
    }

    private mutating func reject(_ text: String, _ reason: String) {
        let shown = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        rejections.append(StyleRejection(value: "theme CSS \"\(shown)\"", reason: reason))
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        var slice = self[...]
        while slice.first?.isWhitespace == true { slice = slice.dropFirst() }
        while slice.last?.isWhitespace == true { slice = slice.dropLast() }
        return String(slice)
    }
}
