/// Hides the initializers a class would inherit from its superclass.
///
/// Swift gives a subclass its superclass's convenience initializers, and
/// each of those makes the superclass's GTK type: `LinkButton(label:)`,
/// inherited from `Button`, would wrap a `GtkButton` in a `LinkButton`, whose
/// methods then call `gtk_link_button_*` on it. A class declares each one it
/// does not have itself unavailable, so such a call does not compile.
extension MemberWriter {
    mutating func writeUnavailableInitializers(_ inherited: [String]) {
        let own = Set(initializers.map(Self.key))
        let ownLabels = Set(
            initializers.map(Self.labels) + handWritten.keys.filter { $0.hasPrefix("init(") })
        var written: Set<String> = []
        for parameters in inherited {
            let key = Self.key(parameters)
            // A hand-written initializer with these labels stands for it.
            guard !own.contains(key), !ownLabels.contains(Self.labels(parameters)),
                written.insert(key).inserted
            else { continue }
            let name = types.classList.swiftName(owner.qualifiedName)
            body += [
                "    /// Not available: it would make the superclass's GTK type, not `\(owner.cType)`.",
                "    @available(*, unavailable, message: \"makes the superclass's GTK type; use an initializer of \(name)\")",
                "    public convenience init(\(parameters)) { fatalError(\"unavailable\") }",
                "",
            ]
        }
    }

    /// The parameters of a parameter list, split at top-level commas.
    static func parameters(_ list: String) -> [Substring] {
        var result: [Substring] = []
        var depth = 0
        var start = list.startIndex
        for index in list.indices {
            switch list[index] {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                result.append(list[start..<index])
                start = list.index(after: index)
            default: break
            }
        }
        let last = list[start...]
        if !last.allSatisfy(\.isWhitespace) { result.append(last) }
        return result
    }

    /// The external label and type of each parameter, without names or
    /// default values: `mnemonic:String?,`.
    static func key(_ list: String) -> String {
        parameters(list).map { parameter in
            let parts = parameter.split(separator: ":", maxSplits: 1)
            let label = parts[0].split(whereSeparator: \.isWhitespace).first ?? ""
            let type = (parts.count > 1 ? parts[1] : "").split(separator: "=").first ?? ""
            return "\(label):\(type.filter { !$0.isWhitespace }),"
        }.joined()
    }

    /// The `init(label:)` signature of a parameter list.
    static func labels(_ list: String) -> String {
        let labels = parameters(list).map { parameter in
            "\(parameter.split(separator: ":")[0].split(whereSeparator: \.isWhitespace).first ?? ""):"
        }
        return "init(\(labels.joined()))"
    }
}
