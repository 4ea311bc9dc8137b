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
        let trampolineName =
            owner.name.prefix(1).lowercased() + owner.name.dropFirst()
            + Naming.upperCamel(signal.name)
        let trampoline = try Trampoline(
            name: trampolineName,
            doc:
                "/// The C handler of `\(owner.cType)::\(signal.name)`: calls the Swift handler in its box.",
            parameters: signal.parameters, leadingInstance: true, returnType: signal.returnType,
            returnTransfer: signal.returnTransfer, types: types)
        let returnsValue = !trampoline.handler.hasSuffix("-> Void")
        let name = "on\(Naming.upperCamel(signal.name))"
        guard claim(name) else { throw taken(name) }
        let handler = trampoline.handler
        body += [
            "    /// Calls `handler` on each `\(signal.name)` signal \(link("signal", signal.name)); a later call swaps it.",
            "    @discardableResult",
            "    public func \(name)(",
            "        _ handler: @escaping \(handler)",
            "    ) -> SignalConnection<\(handler)> {",
            "        connection(",
            "            \"\(signal.name)\", callback: unsafeBitCast(\(trampolineName), to: GCallback.self),",
            "            handler: handler)",
            "    }",
            "",
        ]
        fileScope += trampoline.lines
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
