/// Swift names for GIR names.
enum Naming {
    /// Words Swift reserves, escaped with backticks when a name is one of them.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "open", "operator", "private",
        "protocol", "public", "static", "struct", "subscript", "typealias", "var", "break",
        "case", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard",
        "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false",
        "is", "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true", "try",
        "Type", "Protocol", "any", "some",
    ]

    /// `show-day-names` or `show_day_names` as `showDayNames`.
    static func lowerCamel(_ name: String) -> String {
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = words.first else { return name }
        let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }
        let result = ([first] + rest).joined()
        return result.first?.isNumber == true ? "_" + result : result
    }

    /// `day-selected` as `DaySelected`.
    static func upperCamel(_ name: String) -> String {
        let lower = lowerCamel(name)
        return lower.prefix(1).uppercased() + lower.dropFirst()
    }

    /// `name` usable as an identifier: keywords in backticks.
    static func identifier(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }
}
