/// Generates the Swift files of the classes in a class list, the
/// enumerations they use and the coverage report.
struct Generator {
    let namespace: Namespace
    let classList: ClassList

    /// What one run produces.
    struct Output {
        /// File name to contents, for the output folder.
        var files: [String: String] = [:]
        /// Per-class reports, by name.
        var reports: [ClassReport] = []
        /// Per-interface reports, by name.
        var interfaceReports: [ClassReport] = []
        /// Per-record reports, by name.
        var recordReports: [ClassReport] = []
        /// Classes of the list not generated, with the reason.
        var skippedClasses: [String] = []
        /// Mistakes in the class list, each saying what to change; a run
        /// with any writes nothing.
        var problems: [String] = []
        /// The coverage report (Markdown).
        var report = ""
    }

    /// Runs the generator.
    func run() -> Output {
        let types = TypeMapper(namespace: namespace, classList: classList)
        var output = Output()
        var names: [String: Set<String>] = [:]
        var initializers: [String: [String]] = [:]
        output.problems = classList.problems
        // Ancestors first, so a class knows the names its Swift superclasses declare.
        let ordered = classList.generated.enumerated().sorted {
            (types.ancestors($0.element).count, $0.offset)
                < (types.ancestors($1.element).count, $1.offset)
        }.map(\.element)
        let interfaces = interfacesToGenerate()
        types.interfaces = interfaces
        var conformances: [String: Set<String>] = [:]
        for name in ordered {
            if interfaces.contains(name) { continue }
            if let record = namespace.records[name] {
                do throws(Skip) {
                    let (text, report) = try RecordEmitter(
                        info: record, types: types,
                        documentation: Documentation(namespace: record.namespace)
                    ).emit()
                    output.files[path("\(classList.swiftName(name)).swift", record.namespace)] =
                        text
                    output.recordReports.append(report)
                } catch {
                    output.skippedClasses.append("`\(name)`: \(error.reason)")
                }
                continue
            }
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
            if let own = classList.handWritten[name] {
                // A hand-written class listed `extended`: its GIR members
                // become an extension of it.
                superclass = ""
                inherited = own.members
            } else if let hand = classList.handWritten[parent] {
                superclass = hand.swiftName
                inherited = names[parent] ?? hand.members
                guard hand.isWrappable else {
                    output.skippedClasses.append("`\(name)`: \(hand.swiftName) is final")
                    continue
                }
            } else if let parentNames = names[parent] {
                superclass = classList.swiftName(parent)
                // A subclass's own constructors are not its superclass's.
                inherited = parentNames.filter { !$0.hasPrefix("init(") }
            } else {
                output.skippedClasses.append(
                    "`\(name)`: its parent \(parent) is neither generated nor hand-written")
                continue
            }
            // A conformance a generated ancestor declared is inherited, not repeated.
            let inheritedConformances = conformances[parent] ?? []
            let own = info.implements.filter {
                interfaces.contains($0) && !inheritedConformances.contains($0)
            }
            let documentation = Documentation(namespace: info.namespace)
            conformances[name] = inheritedConformances.union(own)
            var emitter = ClassEmitter(
                info: info, superclass: superclass, conformances: own.map(classList.swiftName),
                types: types,
                documentation: documentation,
                inherited: inherited.union(classList.extended[name] ?? []))
            emitter.handWritten = classList.reasons[name] ?? [:]
            emitter.isHandWrittenClass = classList.handWritten[name] != nil
            emitter.superclassInitializers = initializers[parent] ?? []
            let emitted = emitter.emit()
            names[name] = emitted.names
            if let own = classList.handWritten[name] {
                // A GIR member a hand-written class leaves out under another
                // name stays free for its subclasses (MenuButton's direction).
                let leftOut = (classList.extended[name] ?? []).subtracting(own.members)
                names[name]?.subtract(leftOut)
            }
            initializers[name, default: []] += emitted.initializers
            for member in (classList.extended[name] ?? []).subtracting(emitted.handWrittenUsed)
                .sorted()
            {
                output.problems.append(
                    "extended \(name): \(member) takes the place of no GIR member; remove it")
            }
            // A hand-written class has a file of its name already; the
            // extensions of two GIR classes it stands for (Gtk.Application
            // and Gio.Application) are told apart by namespace.
            var file = classList.swiftName(name)
            if classList.handWritten[name] != nil {
                if info.namespace != namespace.name { file = info.namespace + file }
                file += "+Generated"
            }
            output.files[path("\(file).swift", info.namespace)] = emitted.text
            output.reports.append(emitted.report)
        }
        for name in interfaces.sorted() {
            guard let info = namespace.interfaces[name] else { continue }
            let (text, report) = InterfaceEmitter(
                info: info, types: types, documentation: Documentation(namespace: info.namespace)
            ).emit()
            output.files[path("\(info.name).swift", info.namespace)] = text
            output.interfaceReports.append(report)
        }
        output.reports.sort { $0.name < $1.name }
        output.recordReports.sort { $0.name < $1.name }
        for info in types.usedEnums.values {
            let emitter = EnumEmitter(
                info: info, namespace: info.namespace,
                documentation: Documentation(namespace: info.namespace))
            output.files[path("\(info.swiftName).swift", info.namespace)] = emitter.emit()
        }
        output.report = CoverageReport(
            namespace: namespace, types: types, output: output
        ).text()
        return output
    }

    /// Where the file of a type of `namespace` goes in the output folder: the
    /// main namespace's at the top, each included one's in a folder of its
    /// name (`Gdk/Clipboard.swift`).
    private func path(_ file: String, _ namespace: String) -> String {
        namespace == self.namespace.name || namespace.isEmpty ? file : "\(namespace)/\(file)"
    }

    /// The interfaces of the namespace that listed classes implement, less
    /// those the class list marks as taken (`hand-written-interface`).
    private func interfacesToGenerate() -> Set<String> {
        // Interfaces listed by name, and those the listed classes implement.
        var result = Set(
            classList.generated.filter {
                namespace.interfaces[$0] != nil && !classList.handWrittenInterfaces.contains($0)
            })
        for name in classList.generated {
            for interface in namespace.classes[name]?.implements ?? []
            where namespace.interfaces[interface] != nil
                && !classList.handWrittenInterfaces.contains(interface)
            {
                result.insert(interface)
            }
        }
        return result
    }
}
