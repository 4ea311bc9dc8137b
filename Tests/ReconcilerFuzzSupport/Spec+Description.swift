extension Spec: CustomStringConvertible {
    /// The spec as a Swift literal, to paste into a regression test.
    var description: String {
        switch self {
        case .text(let string): ".text(\(quoted(string)))"
        case .button(let title): ".button(\(quoted(title)))"
        case .stack(let vertical, let children):
            ".stack(vertical: \(vertical), [\(children.map(\.description).joined(separator: ", "))])"
        case .list(let rows, let memoized):
            ".list([\(rows.map(\.description).joined(separator: ", "))], memoized: \(memoized))"
        case .fragment(let children):
            ".fragment([\(children.map(\.description).joined(separator: ", "))])"
        case .empty: ".empty"
        case .provider(let value, let content): ".provider(\(quoted(value)), \(content))"
        case .environment(let value, let content): ".environment(\(quoted(value)), \(content))"
        case .reader: ".reader"
        }
    }
}

extension Row: CustomStringConvertible {
    /// The row as a Swift literal.
    var description: String {
        let content = self.content.map(\.description) ?? "nil"
        return "Row(key: \(key), isAlternate: \(isAlternate), label: \(quoted(label)),"
            + " content: \(content)" + (count == 0 ? ")" : ", count: \(count))")
    }
}

private func quoted(_ string: String) -> String { "\"\(string)\"" }
