/// Writes an enumeration as a Swift enum, a bit field as an option set.
struct EnumEmitter {
    let info: EnumInfo
    let namespace: String
    let documentation: Documentation

    /// The Swift file of the type.
    func emit() -> String {
        let url = documentation.type(info.isFlags ? "flags" : "enum", info.name)
        var lines =
            generatedFileHeader(namespace: namespace) + [
                "/// Wraps `\(info.cType)` ([documentation](\(url)))."
            ]
        lines += info.isFlags ? optionSet() : enumeration()
        return lines.joined(separator: "\n") + "\n"
    }

    private func caseName(_ member: EnumInfo.Member) -> String {
        Naming.identifier(Naming.lowerCamel(member.name))
    }

    private func enumeration() -> [String] {
        var lines = ["public enum \(info.swiftName): Int, Sendable, CaseIterable {"]
        var seen: Set<Int64> = []
        var first: String?
        for member in info.members where seen.insert(member.value).inserted {
            first = first ?? caseName(member)
            lines += [
                "    /// `\(member.cIdentifier)`.",
                "    case \(caseName(member)) = \(member.value)",
            ]
        }
        lines += [
            "",
            "    /// The C value.",
            "    var cValue: \(info.cType) {",
            "        \(info.cType)(rawValue: .init(truncatingIfNeeded: rawValue))",
            "    }",
            "",
            "    /// The case of a C value; a value this GTK version does not declare logs a",
            "    /// warning and reads as the first case.",
            "    @MainActor",
            "    init(cValue: \(info.cType)) {",
            "        if let known = Self(rawValue: Int(cValue.rawValue)) {",
            "            self = known",
            "        } else {",
            "            Log.warning(\"unknown \(info.cType) value \\(cValue.rawValue)\")",
            "            self = .\(first ?? "none")",
            "        }",
            "    }",
            "}",
        ]
        return lines
    }

    private func optionSet() -> [String] {
        var lines = [
            "public struct \(info.swiftName): OptionSet, Sendable, Hashable {",
            "    /// The C bits.",
            "    public let rawValue: UInt32",
            "",
            "    /// The options of the bits `rawValue`.",
            "    public init(rawValue: UInt32) {",
            "        self.rawValue = rawValue",
            "    }",
            "",
        ]
        // A member of value 0 is Swift's empty set, `[]`.
        for member in info.members where member.value != 0 {
            lines += [
                "    /// `\(member.cIdentifier)`.",
                "    public static let \(caseName(member)) = \(info.swiftName)(rawValue: \(UInt32(truncatingIfNeeded: member.value)))",
            ]
        }
        lines += [
            "",
            "    /// The C value.",
            "    var cValue: \(info.cType) {",
            "        \(info.cType)(rawValue: .init(truncatingIfNeeded: rawValue))",
            "    }",
            "",
            "    /// The options of a C value.",
            "    init(cValue: \(info.cType)) {",
            "        self.init(rawValue: .init(truncatingIfNeeded: cValue.rawValue))",
            "    }",
            "}",
        ]
        return lines
    }
}
