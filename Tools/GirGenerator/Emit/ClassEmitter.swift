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
        members.writeProperties()
        members.writeMethods()
        members.writeFunctions()
        members.writeSignals()
        members.writeNotifications()
        let url = documentation.type("class", info.name)
        var lines =
            generatedFileHeader(namespace: info.namespace) + [
                "/// Wraps `\(info.cType)` ([documentation](\(url))).",
                "@MainActor",
                "public class \(types.classList.swiftName(info.qualifiedName)): \(([superclass] + conformances).joined(separator: ", ")) {",
            ]
        lines += members.body.dropLast()
        lines.append("}")
        if !members.fileScope.isEmpty {
            lines.append("")
            lines += members.fileScope.dropLast()
        }
        return (lines.joined(separator: "\n") + "\n", members.report, members.taken)
    }
}
