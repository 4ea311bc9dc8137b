/// Writes the Swift file of one generated class.
struct ClassEmitter {
    let info: ClassInfo
    let superclass: String
    /// The generated protocols (interfaces) the class conforms to itself.
    let conformances: [String]
    let types: TypeMapper
    let documentation: Documentation
    /// Member names the class inherits from Swift superclasses.
    let inherited: Set<String>

    /// The file's text, its report and the member names it declares.
    func emit() -> (text: String, report: ClassReport, names: Set<String>) {
        var members = MemberWriter(
            owner: info, types: types, documentation: documentation, taken: inherited)
        members.writeConstructors()
        // A fundamental type has no GObject properties or signals.
        if !info.isFundamental { members.writeProperties() }
        members.writeMethods()
        if !info.isFundamental {
            members.writeSignals()
            members.writeNotifications()
        }
        let url = documentation.type("class", info.name)
        let swiftName = types.classList.swiftName(info.qualifiedName)
        var lines =
            generatedFileHeader(namespace: info.namespace) + [
                "/// Wraps `\(info.cType)` ([documentation](\(url))).",
                "@MainActor",
                "public class \(swiftName): \(([superclass] + conformances).joined(separator: ", ")) {",
            ]
        let root = fundamentalRoot(swiftName: swiftName)
        lines += root
        if !root.isEmpty, members.body.isEmpty { lines.removeLast() }
        lines += members.body.dropLast()
        lines.append("}")
        if !members.fileScope.isEmpty {
            lines.append("")
            lines += members.fileScope.dropLast()
        }
        return (lines.joined(separator: "\n") + "\n", members.report, members.taken)
    }

    /// The members of the root class of a fundamental type's hierarchy: its
    /// reference functions and the generated classes of its GTypes, each
    /// followed by a blank line; none for another class.
    private func fundamentalRoot(swiftName: String) -> [String] {
        guard info.isFundamental, info.parent == nil, let ref = info.refFunction,
            let unref = info.unrefFunction
        else { return [] }
        let classes = types.fundamentalClasses(under: info.qualifiedName)
        var lines = [
            "    /// Takes a reference with `\(ref)`.",
            "    override class func reference(_ pointer: gpointer) {",
            "        \(ref)(cast(pointer))",
            "    }",
            "",
            "    /// Gives a reference back with `\(unref)`.",
            "    override class func release(_ pointer: gpointer) {",
            "        \(unref)(cast(pointer))",
            "    }",
            "",
            "    /// The generated classes of `\(info.cType)`'s GTypes, which wrap the pointers GTK returns.",
            "    override class var wrapperClasses: [GType: Fundamental.Type] { \(swiftName).wrapperTable }",
            "",
            "    private static let wrapperTable: [GType: Fundamental.Type] = [",
        ]
        lines += classes.map { "        \($0.getType)(): \($0.swiftName).self," }
        lines += ["    ]", ""]
        return lines
    }
}
