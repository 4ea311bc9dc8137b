/// Accumulates the generated members of one class: constructors, properties,
/// methods and signals, with the coverage report and the names taken.
struct MemberWriter {
    let owner: ClassInfo
    let types: TypeMapper
    let documentation: Documentation
    /// Names declared so far, including inherited ones; a clash skips the member.
    var taken: Set<String>
    /// Lines inside the class declaration, each member followed by a blank line.
    var body: [String] = []
    /// Lines after the class (signal trampolines).
    var fileScope: [String] = []
    var report: ClassReport

    init(owner: ClassInfo, types: TypeMapper, documentation: Documentation, taken: Set<String>) {
        self.owner = owner
        self.types = types
        self.documentation = documentation
        self.taken = taken
        self.report = ClassReport(name: owner.qualifiedName)
    }

    var calls: CallEmitter { CallEmitter(types: types) }
    let instance = "cast(pointer)"

    /// Method names used as property accessors, so they are not also methods.
    var accessorNames: Set<String> = []
    /// Accessor methods of properties whose Swift name is taken, so they are
    /// not generated as methods either.
    var handWrittenAccessors: Set<String> = []

    func link(_ kind: String, _ name: String) -> String {
        "([documentation](\(documentation.member(kind, owner.name, name))))"
    }

    mutating func skip(_ symbol: String, _ reason: String) {
        report.skipped.append("`\(symbol)`: \(reason)")
    }

    mutating func claim(_ name: String) -> Bool {
        taken.insert(name).inserted
    }

    /// Why members of this class are written by hand (`extended` in the
    /// class list), by Swift name or `init(label:)` signature.
    var handWritten: [String: String] = [:]
    /// The hand-written members that took the place of a GIR member.
    var handWrittenUsed: Set<String> = []
    /// The parameter lists of the initializers written, as in
    /// `init(mnemonic label: String?)`: subclasses hide those they lack.
    var initializers: [String] = []

    /// The skip of a member whose Swift name `name` is taken: by a
    /// hand-written member (with its reason) or by an earlier one.
    mutating func taken(_ name: String) -> Skip {
        guard let reason = handWritten[name] else {
            return Skip(reason: "the name \(name) is taken")
        }
        handWrittenUsed.insert(name)
        return Skip(reason: "written by hand: \(reason)")
    }

    // MARK: - Constructors

    /// Writes a convenience initializer per constructor GIR gives: `new` as
    /// `init(...)`, `new_with_label` as `init(label ...)`.
    mutating func writeConstructors() {
        var signatures: Set<String> = []
        for constructor in owner.constructors {
            report.constructors.total += 1
            do throws(Skip) {
                var call = try calls.call(constructor, instance: nil)
                try label(&call, constructor)
                let key = call.parameters.map { $0.split(separator: ":")[0] }
                    .joined(separator: ",")
                guard signatures.insert(key).inserted else {
                    throw Skip(reason: "an initializer with the same labels exists")
                }
                let labels = call.parameters.map { parameter in
                    let label = parameter.split(separator: ":")[0].split(separator: " ")[0]
                    return "\(label):"
                }
                let written = "init(\(labels.joined()))"
                guard !taken.contains(written) else { throw self.taken(written) }
                let made = try initializer(constructor)
                let invocation =
                    "\(constructor.cIdentifier)(\(call.arguments.joined(separator: ", ")))"
                var statements: [String]
                if !owner.isRecord, types.isWidget(owner.qualifiedName),
                    constructor.returnTransfer == .full
                {
                    // The caller owns the reference: sinking takes a floating
                    // one over, and adds one to a full one, given back here.
                    statements = call.prelude + ["let made = \(invocation)"] + call.postlude
                    statements += [
                        "let floating = g_object_is_floating(made) != 0",
                        "self.init(\(made("made")))",
                        "if !floating { g_object_unref(made) }",
                    ]
                } else if call.prelude.isEmpty, call.postlude.isEmpty {
                    statements = ["self.init(\(made("\(invocation)")))"]
                } else {
                    statements = call.prelude + ["let made = \(invocation)"] + call.postlude
                    statements.append("self.init(\(made("made")))")
                }
                call.returnType = nil
                initializers.append(call.parameters.joined(separator: ", "))
                body += [
                    "    /// Wraps `\(constructor.cIdentifier)` \(link("ctor", constructor.name)).",
                    "    public convenience init\(call.signature) {",
                ]
                body += statements.map { "        " + $0 }
                body += ["    }", ""]
                fileScope += call.fileScope
                report.constructors.generated += 1
            } catch {
                skip(constructor.cIdentifier, error.reason)
            }
        }
    }

    /// Labels the first parameter of a named constructor with its name.
    private func label(_ call: inout EmittedCall, _ constructor: Callable) throws(Skip) {
        guard constructor.name != "new" else { return }
        var suffix = constructor.name
        for prefix in ["new_", "with_", "from_"] where suffix.hasPrefix(prefix) {
            suffix.removeFirst(prefix.count)
        }
        guard !call.parameters.isEmpty else {
            throw Skip(reason: "a named constructor without parameters is not generated yet")
        }
        let label = Naming.lowerCamel(suffix)
        if !call.parameters[0].hasPrefix(label + ":") {
            call.parameters[0] = label + " " + call.parameters[0]
        }
    }

    /// The `init(sinking:)`, `init(adopting:)`, `init(copying:)` (a record)
    /// or `init(retaining:)` (a fundamental type) argument for a constructor's
    /// result; a widget's is always sunk (`writeConstructors` gives back the
    /// extra reference of a transfer-full one).
    private func initializer(_ constructor: Callable) throws(Skip) -> (String) -> String {
        if owner.isRecord {
            let how = constructor.returnTransfer == .none ? "copying" : "adopting"
            return { "\(how): rawPointer(\($0))!" }
        }
        if owner.isFundamental {
            let how = constructor.returnTransfer == .none ? "retaining" : "adopting"
            return { "\(how): rawPointer(\($0))!" }
        }
        if types.isWidget(owner.qualifiedName) {
            return { "sinking: cast(rawPointer(\($0))!)" }
        }
        let how = constructor.returnTransfer == .full ? "adopting" : "sinking"
        return { "\(how): rawPointer(\($0))!" }
    }
}
