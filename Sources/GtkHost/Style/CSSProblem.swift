/// A CSS parse error with the rule it is in, made from the provider's
/// `parsing-error` message (`<data>:3:5-9: message`) and the loaded source.
struct CSSProblem: CustomStringConvertible {
    let message: String
    let source: String

    /// `line 3 in rule ".danger { colr: red; }": No property named "colr"`.
    var description: String {
        guard let line = lineNumber else { return message }
        let reason = message.split(separator: ": ", maxSplits: 1).last.map(String.init) ?? message
        return "line \(line) in rule \"\(rule(at: line))\": \(reason)"
    }

    private var lineNumber: Int? {
        let parts = message.split(separator: ":")
        guard parts.count >= 2 else { return nil }
        return Int(parts[1])
    }

    /// The text of the rule around `line` (1-based): from after the previous
    /// `}` to the next `}`, on one line.
    private func rule(at line: Int) -> String {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return "?" }
        let before = lines[..<(line - 1)].joined(separator: "\n")
        let after = lines[(line - 1)...].joined(separator: "\n")
        let start = before.lastIndex(of: "}").map { before.index(after: $0) } ?? before.startIndex
        let head = before[start...]
        let tail = after.firstIndex(of: "}").map { after[...$0] } ?? after[...]
        let text = (head + "\n" + tail).split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: " \t") }.filter { !$0.isEmpty }
        return text.joined(separator: " ")
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var slice = self[...]
        while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
