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
    /// Whether the class is written by hand (`Widget`): its GIR members are
    /// generated as an extension of it, without constructors or `gType`.
    var isHandWrittenClass = false
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
        if !isHandWrittenClass {
            members.writeConstructors()
            members.writeUnavailableInitializers(superclassInitializers)
        }
        // A fundamental type has no GObject properties or signals.
        if !info.isFundamental { members.writeProperties() }
        members.writeMethods()
        if !info.isFundamental {
            members.writeSignals()
            members.writeNotifications()
        }
        let url = documentation.type("class", info.name)
        let name = types.classList.swiftName(info.qualifiedName)
        var lines = generatedFileHeader(namespace: info.namespace)
        if isHandWrittenClass {
            let adopted = conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
            lines += [
                "/// The members of `\(info.cType)` ([documentation](\(url))) the hand-written",
                "/// class does not declare itself.",
                "@MainActor",
                "extension \(name)\(adopted) {",
            ]
        } else {
            lines += [
                "/// Wraps `\(info.cType)` ([documentation](\(url))).",
                "@MainActor",
                "public class \(name): \(([superclass] + conformances).joined(separator: ", ")) {",
            ]
        }
        // A fundamental type's GType is not a GObject's: its root class names
        // the GTypes of its hierarchy instead.
        if let getType = info.getType, !isHandWrittenClass, !info.isFundamental {
            lines += [
                "    /// The GType of `\(info.cType)`, which this class wraps.",
                "    override public class var gType: GType { \(getType)() }",
                "",
            ]
        }
        let root = fundamentalRoot(swiftName: name)
        lines += root
        if !root.isEmpty, members.body.isEmpty { lines.removeLast() }
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
