extension MemberWriter {
    /// Writes `on<Signal>` per signal, connected through `Object.connection`
    /// with a C trampoline at file scope, and `emit<Signal>()` for action
    /// signals without arguments.
    mutating func writeSignals() {
        for signal in owner.signals {
            report.signals.total += 1
            do throws(Skip) {
                try writeSignal(signal)
                report.signals.generated += 1
            } catch {
                skip("\(owner.cType)::\(signal.name)", error.reason)
            }
        }
    }

    private mutating func writeSignal(_ signal: Signal) throws(Skip) {
        if signal.isDeprecated { throw Skip(reason: "deprecated") }
        var cTypes = ["gpointer?"]
        var swiftTypes: [String] = []
        var closureArguments = ["_"]
        var converted: [String] = []
        // Statements before entering the main actor: C pointers are not
        // Sendable, so strings are copied and objects passed as addresses.
        var outside: [String] = []
        for (index, parameter) in signal.parameters.enumerated() {
            guard parameter.direction == .in else {
                throw Skip(reason: "out parameter \(parameter.name) is not generated yet")
            }
            let mapping: TypeMapping
            do throws(Skip) {
                mapping = try types.mapping(parameter.type)
            } catch {
                throw Skip(reason: "parameter \(parameter.name): \(error.reason)")
            }
            // Objects are optional in handlers: signal annotations often omit nullability.
            let nullable: Bool
            if case .object = mapping.kind {
                nullable = true
            } else {
                nullable = parameter.isNullable
            }
            cTypes.append(try types.signalCType(mapping))
            swiftTypes.append(mapping.written(nullable: nullable))
            closureArguments.append("argument\(index)")
            let argument = "argument\(index)"
            switch mapping.kind {
            case .string:
                let copy = try types.result(argument, mapping, nullable: nullable, transfer: .none)
                outside.append("let text\(index) = \(copy)")
                converted.append("text\(index)")
            case .object, .value:
                outside.append("let address\(index) = UInt(bitPattern: \(argument))")
                converted.append(
                    try types.result(
                        "UnsafeMutableRawPointer(bitPattern: address\(index))", mapping,
                        nullable: nullable, transfer: .none))
            default:
                converted.append(
                    try types.result(argument, mapping, nullable: nullable, transfer: .none))
            }
        }
        let returned = try types.mapping(signal.returnType)
        // The handler's Swift result, the trampoline's C result, the value
        // the main actor hands back (`@@` is the handler's call; it must be
        // Sendable) and its C conversion (`@@` is that value).
        let result: (swift: String, c: String, inside: String, outside: String, empty: String)
        switch returned.kind {
        case .void: result = ("Void", "Void", "@@", "@@", "")
        case .bool: result = ("Bool", "gboolean", "@@", "@@ ? 1 : 0", " 0")
        case .enumeration(let info):
            result = (
                returned.swiftType, info.cType, "@@", "@@.cValue", " \(info.cType)(rawValue: 0)"
            )
        case .object where signal.returnTransfer == .full:
            // GTK takes a reference of its own; the address crosses the main
            // actor's boundary, as pointers are not Sendable.
            result = (
                returned.written(nullable: true), "gpointer?",
                "@@.map { UInt(bitPattern: g_object_ref($0.pointer)) } ?? 0",
                "UnsafeMutableRawPointer(bitPattern: @@)", " nil"
            )
        default: throw Skip(reason: "a \(returned.swiftType) result is not generated yet")
        }
        let returnsValue = result.swift != "Void"
        let name = "on\(Naming.upperCamel(signal.name))"
        guard claim(name) else { throw Skip(reason: "the name \(name) is taken") }
        cTypes.append("gpointer?")
        closureArguments.append("data")
        let handler =
            "@MainActor (\(swiftTypes.joined(separator: ", "))) -> \(result.swift)"
        let trampoline =
            owner.name.prefix(1).lowercased() + owner.name.dropFirst()
            + Naming.upperCamel(signal.name)
        body += [
            "    /// Calls `handler` on each `\(signal.name)` signal \(link("signal", signal.name)); a later call swaps it.",
            "    @discardableResult",
            "    public func \(name)(",
            "        _ handler: @escaping \(handler)",
            "    ) -> SignalConnection<\(handler)> {",
            "        connection(",
            "            \"\(signal.name)\", callback: unsafeBitCast(\(trampoline), to: GCallback.self),",
            "            handler: handler)",
            "    }",
            "",
        ]
        let call = "box.body(\(converted.joined(separator: ", ")))"
        fileScope += [
            "/// The C handler of `\(owner.cType)::\(signal.name)`: calls the Swift handler in its box.",
            "private let \(trampoline): @convention(c) (\(cTypes.joined(separator: ", "))) -> \(result.c) = {",
            "    \(closureArguments.joined(separator: ", ")) in",
            "    guard let data else { return\(result.empty) }",
            "    let box = ClosureBox<\(handler)>.from(data)",
        ]
        fileScope += outside.map { "    " + $0 }
        fileScope += [
            returnsValue
                ? "    let value = MainActor.assumeIsolated { \(result.inside.replacingOccurrences(of: "@@", with: call)) }\n    return \(result.outside.replacingOccurrences(of: "@@", with: "value"))"
                : "    MainActor.assumeIsolated { \(call) }",
            "}",
            "",
        ]
        if signal.isAction, signal.parameters.isEmpty, !returnsValue {
            let emit = "emit\(Naming.upperCamel(signal.name))"
            guard claim(emit) else { return }
            body += [
                "    /// Emits the action signal `\(signal.name)` \(link("signal", signal.name)).",
                "    public func \(emit)() {",
                "        gtkhooks_signal_emit_action(pointer, \"\(signal.name)\")",
                "    }",
                "",
            ]
        }
    }
}
