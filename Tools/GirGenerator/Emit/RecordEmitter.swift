/// Writes the Swift file of one boxed record: a final subclass of the
/// hand-written `Boxed` that owns one copy of the C struct.
struct RecordEmitter {
    let info: ClassInfo
    let types: TypeMapper
    let documentation: Documentation
    /// Why members are written by hand (`extended` in the class list), by
    /// Swift name or `init(label:)` signature; those names are not generated.
    var handWritten: [String: String] = [:]

    /// Names `Boxed` declares, which generated members must not redeclare.
    static let inherited: Set<String> = ["pointer", "copiedPointer", "typeName"]

    /// The file's text, its report and the hand-written members that took
    /// the place of a GIR member, or why the record is not generated.
    func emit() throws(Skip) -> (text: String, report: ClassReport, handWrittenUsed: Set<String>) {
        guard let getType = info.getType else {
            throw Skip(reason: "not a boxed type (no GType to copy and free it by)")
        }
        let swiftName = types.classList.swiftName(info.qualifiedName)
        var members = MemberWriter(
            owner: info, types: types, documentation: documentation,
            taken: Self.inherited.union(handWritten.keys))
        members.handWritten = handWritten
        let fields = writeFields(&members)
        members.writeConstructors()
        members.writeMethods()
        members.writeFunctions()
        let url = documentation.type("struct", info.name)
        var lines =
            generatedFileHeader(namespace: info.namespace) + [
                "/// Wraps the boxed record `\(info.cType)` ([documentation](\(url))).",
                "@MainActor",
                "public final class \(swiftName): Boxed {",
                "    /// Takes over `pointer`, a `\(info.cType)` the caller owns (transfer full).",
                "    init(adopting pointer: gpointer) {",
                "        super.init(adopting: pointer, type: \(getType)())",
                "    }",
                "",
                "    /// Owns a copy of `pointer`, a `\(info.cType)` someone else keeps.",
                "    init(copying pointer: gpointer) {",
                "        super.init(copying: pointer, type: \(getType)())",
                "    }",
                "",
            ]
        lines += fields
        lines += members.body
        while lines.last == "" { lines.removeLast() }
        lines.append("}")
        if !members.fileScope.isEmpty {
            lines.append("")
            lines += members.fileScope.dropLast()
        }
        return (lines.joined(separator: "\n") + "\n", members.report, members.handWrittenUsed)
    }

    /// The number fields of a record with public fields as Swift properties,
    /// and, when all are writable, a memberwise initializer.
    private func writeFields(_ members: inout MemberWriter) -> [String] {
        let visible = info.fields.filter { !$0.isPrivate && $0.isReadable }
        let numeric = visible.compactMap { field -> (Field, String)? in
            guard !field.type.isArray else { return nil }
            if field.type.name == "gboolean" { return nil }
            return numericTypes[field.type.name].map { (field, $0) }
        }
        guard !numeric.isEmpty else { return [] }
        let storage = "pointer.assumingMemoryBound(to: \(info.cType).self).pointee"
        var lines: [String] = []
        if numeric.count == info.fields.count, numeric.allSatisfy({ $0.0.isWritable }) {
            let parameters = numeric.map { field, type in
                "\(Naming.identifier(Naming.lowerCamel(field.name))): \(type) = 0"
            }
            lines += [
                "    /// A `\(info.cType)` with the given fields, zero by default.",
                "    public convenience init(\(parameters.joined(separator: ", "))) {",
                "        var value = \(info.cType)()",
            ]
            lines += numeric.map { field, _ in
                "        value.\(field.name) = \(Naming.identifier(Naming.lowerCamel(field.name)))"
            }
            lines += ["        self.init(copying: &value)", "    }", ""]
            _ = members.claim(
                "init(" + numeric.map { Naming.lowerCamel($0.0.name) + ":" }.joined() + ")")
        }
        for (field, type) in numeric {
            let name = Naming.lowerCamel(field.name)
            guard members.claim(name) else { continue }
            lines.append("    /// The field `\(field.name)` of the `\(info.cType)`.")
            if field.isWritable {
                lines += [
                    "    public var \(Naming.identifier(name)): \(type) {",
                    "        get { \(storage).\(field.name) }",
                    "        set { \(storage).\(field.name) = newValue }",
                    "    }", "",
                ]
            } else {
                lines += [
                    "    public var \(Naming.identifier(name)): \(type) { \(storage).\(field.name) }",
                    "",
                ]
            }
        }
        return lines
    }
}
