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
        // Generated classes that are not widgets: their Swift names and
        // whether their wrappers are tracked.
        var wrappable: [(swiftName: String, isTracked: Bool)] = []
        for name in ordered {
            if interfaces.contains(name) { continue }
            if let record = namespace.records[name] {
                do throws(Skip) {
                    var emitter = RecordEmitter(
                        info: record, types: types,
                        documentation: Documentation(namespace: record.namespace))
                    emitter.handWritten = classList.reasons[name] ?? [:]
                    let (text, report, used) = try emitter.emit()
                    output.problems += unusedMembers(name, used)
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
            let inherited: Set<String>
            let superclass: String
            guard let parent = info.parent else {
                // The root of a fundamental type's hierarchy derives from the
                // hand-written base of them all.
                guard info.isFundamental, let base = classList.fundamentalBase,
                    types.fundamentalRoot(name) != nil
                else {
                    output.skippedClasses.append(
                        info.isFundamental
                            ? "`\(name)`: a fundamental type without reference functions or base"
                            : "`\(name)`: no parent class")
                    continue
                }
                var emitter = ClassEmitter(
                    info: info, superclass: base.swiftName, conformances: [], types: types,
                    documentation: Documentation(namespace: info.namespace),
                    inherited: base.members.union(["wrapperTable"]).union(
                        classList.extended[name] ?? []))
                emitter.handWritten = classList.reasons[name] ?? [:]
                let emitted = emitter.emit()
                names[name] = emitted.names
                initializers[name, default: []] += emitted.initializers
                output.problems += unused(name, emitted)
                output.files[path("\(classList.swiftName(name)).swift", info.namespace)] =
                    emitted.text
                output.reports.append(emitted.report)
                continue
            }
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
            output.problems += unused(name, emitted)
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
            if !types.isWidget(name), !info.isFundamental, classList.handWritten[name] == nil {
                wrappable.append((classList.swiftName(name), !classList.untracked.contains(name)))
            }
        }
        output.files["ObjectWrappers.swift"] = objectWrappers(wrappable)
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

    /// The members an `extended` class lists that replaced no GIR member.
    private func unused(_ name: String, _ emitted: ClassEmitter.Emitted) -> [String] {
        unusedMembers(name, emitted.handWrittenUsed)
    }

    /// The members an `extended` class or record lists that are not in `used`.
    private func unusedMembers(_ name: String, _ used: Set<String>) -> [String] {
        (classList.extended[name] ?? []).subtracting(used).sorted().map {
            "extended \(name): \($0) takes the place of no GIR member; remove it"
        }
    }

    /// The file of the table that makes wrappers of the generated classes
    /// that are not widgets, by Swift class, for code generic over the class
    /// of an item (a closure expression's `(Item) -> Value`).
    private func objectWrappers(_ classes: [(swiftName: String, isTracked: Bool)]) -> String {
        var lines =
            generatedFileHeader(namespace: namespace.name) + [
                "/// The wrapper makers of the generated classes that are not widgets, by class.",
                "///",
                "/// Each wraps a GObject of its class with a reference of the wrapper's own",
                "/// (transfer none), for code generic over the class of an item (a closure",
                "/// expression's `(Item) -> Value`). Widgets are wrapped through their registry.",
                "@MainActor",
                "let objectWrappers: [ObjectIdentifier: @MainActor (gpointer) -> Object] = [",
            ]
        if classes.isEmpty {
            lines[lines.count - 1] += ":]"
            return lines.joined(separator: "\n") + "\n"
        }
        lines += classes.sorted { $0.swiftName < $1.swiftName }.map { item in
            let tracked = item.isTracked ? "" : ", tracked: false"
            return
                "    ObjectIdentifier(\(item.swiftName).self): { \(item.swiftName)(sinking: $0\(tracked)) },"
        }
        lines.append("]")
        return lines.joined(separator: "\n") + "\n"
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
