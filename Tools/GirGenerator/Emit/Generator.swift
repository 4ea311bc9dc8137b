/// Generates the Swift files of the classes in a class list, the
/// enumerations they use and the coverage report.
struct Generator {
    let namespace: Namespace
    let classList: ClassList

    /// What one run produces.
    struct Output {
        /// File name to contents, for the output folder.
        var files: [String: String] = [:]
        /// Per-class reports, in generation order.
        var reports: [ClassReport] = []
        /// Classes of the list not generated, with the reason.
        var skippedClasses: [String] = []
        /// The coverage report (Markdown).
        var report = ""
    }

    /// Runs the generator.
    func run() -> Output {
        let types = TypeMapper(namespace: namespace, classList: classList)
        let documentation = Documentation(namespace: namespace.name)
        var output = Output()
        var names: [String: Set<String>] = [:]
        // Ancestors first, so a class knows the names its Swift superclasses declare.
        let ordered = classList.generated.enumerated().sorted {
            (types.ancestors($0.element).count, $0.offset)
                < (types.ancestors($1.element).count, $1.offset)
        }.map(\.element)
        for name in ordered {
            guard let info = namespace.classes[name] else {
                output.skippedClasses.append("`\(name)`: not a class of \(namespace.name)")
                continue
            }
            guard let parent = info.parent else {
                output.skippedClasses.append("`\(name)`: no parent class")
                continue
            }
            let inherited: Set<String>
            let superclass: String
            if let hand = classList.handWritten[parent] {
                superclass = hand.swiftName
                inherited = hand.members
                guard hand.isWrappable else {
                    output.skippedClasses.append("`\(name)`: \(hand.swiftName) is final")
                    continue
                }
            } else if let parentNames = names[parent] {
                superclass = parent
                inherited = parentNames
            } else {
                output.skippedClasses.append(
                    "`\(name)`: its parent \(parent) is neither generated nor hand-written")
                continue
            }
            let emitter = ClassEmitter(
                info: info, superclass: superclass, types: types, documentation: documentation,
                inherited: inherited)
            let (text, report, declared) = emitter.emit()
            names[name] = declared
            output.files["\(name).swift"] = text
            output.reports.append(report)
        }
        output.reports.sort { $0.name < $1.name }
        for (name, info) in types.usedEnums {
            let emitter = EnumEmitter(
                info: info, namespace: namespace.name, documentation: documentation)
            output.files["\(name).swift"] = emitter.emit()
        }
        output.report = CoverageReport(
            namespace: namespace, types: types, output: output
        ).text()
        return output
    }
}
