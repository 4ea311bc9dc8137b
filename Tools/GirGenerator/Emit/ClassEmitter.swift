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
    /// Why the class's hand-written members replace generated ones, by name.
    var handWritten: [String: String] = [:]
    /// The parameter lists of the superclass's own initializers: each one the
    /// class does not declare is declared unavailable, since it would wrap an
    /// instance of the superclass's GTK type in this class.
    var superclassInitializers: [String] = []

    /// What one class gives the generator besides its file.
    struct Emitted {
        var text: String
        var report: ClassReport
        /// The member names it declares and inherits.
        var names: Set<String>
        /// The parameter lists of its own initializers.
        var initializers: [String]
        /// The hand-written members that replaced a GIR member.
        var handWrittenUsed: Set<String>
    }

    /// The file's text, its report and the member names it declares.
    func emit() -> Emitted {
        var members = MemberWriter(
            owner: info, types: types, documentation: documentation, taken: inherited)
        members.handWritten = handWritten
        members.writeConstructors()
        members.writeUnavailableInitializers(superclassInitializers)
        members.writeProperties()
        members.writeMethods()
        members.writeSignals()
        members.writeNotifications()
        let url = documentation.type("class", info.name)
        var lines =
            generatedFileHeader(namespace: info.namespace) + [
                "/// Wraps `\(info.cType)` ([documentation](\(url))).",
                "@MainActor",
                "public class \(types.classList.swiftName(info.qualifiedName)): \(([superclass] + conformances).joined(separator: ", ")) {",
            ]
        if let getType = info.getType {
            lines += [
                "    /// The GType of `\(info.cType)`, which this class wraps.",
                "    override public class var gType: GType { \(getType)() }",
                "",
            ]
        }
        lines += members.body.dropLast()
        lines.append("}")
        if !members.fileScope.isEmpty {
            lines.append("")
            lines += members.fileScope.dropLast()
        }
        return Emitted(
            text: lines.joined(separator: "\n") + "\n", report: members.report,
            names: members.taken, initializers: members.initializers,
            handWrittenUsed: members.handWrittenUsed)
    }
}
