/// Writes a GIR interface as a Swift protocol refined from `Object`.
///
/// The members live in a protocol extension; generated classes conform to it.
/// Members named like a hand-written class's are left out, so a conforming
/// widget never sees two of them.
struct InterfaceEmitter {
    let info: ClassInfo
    let types: TypeMapper
    let documentation: Documentation

    /// The file's text and its report.
    func emit() -> (text: String, report: ClassReport) {
        var members = MemberWriter(
            owner: info, types: types, documentation: documentation,
            taken: types.classList.handWritten.values.reduce(into: []) { $0.formUnion($1.members) })
        members.writeProperties()
        members.writeMethods()
        members.writeSignals()
        members.writeNotifications()
        let url = documentation.type("iface", info.name)
        var lines =
            generatedFileHeader(namespace: info.namespace) + [
                "/// Wraps the interface `\(info.cType)` ([documentation](\(url))).",
                "@MainActor",
                "public protocol \(info.name): Object {}",
                "",
                "/// An object returned as a `\(info.cType)` whose class is not generated.",
                "public final class Any\(info.name): Object, \(info.name) {}",
            ]
        if !members.body.isEmpty {
            lines += ["", "extension \(info.name) {"]
            lines += members.body.dropLast()
            lines.append("}")
        }
        if !members.fileScope.isEmpty {
            lines.append("")
            lines += members.fileScope.dropLast()
        }
        return (lines.joined(separator: "\n") + "\n", members.report)
    }
}
