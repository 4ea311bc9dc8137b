/// The Swift pieces of one call to a C function: its Swift parameters, the
/// statements around the call and the conversion of what it returns.
struct EmittedCall {
    var parameters: [String] = []
    var prelude: [String] = []
    var arguments: [String] = []
    var postlude: [String] = []
    /// The Swift return type, nil for none.
    var returnType: String?
    /// Stands for the C function's return value in ``returnExpression``.
    static let result = "@@result"

    /// The returned expression, reading ``result`` (the C return) and out variables.
    var returnExpression: String?
    var throwsError = false

    /// The statements of a body calling `function`.
    func body(calling function: String) -> [String] {
        let call = "\(function)(\(arguments.joined(separator: ", ")))"
        guard let returnExpression else {
            return prelude + [call] + postlude
        }
        let usesResult = returnExpression.contains(EmittedCall.result)
        if prelude.isEmpty, postlude.isEmpty, usesResult {
            return [returnExpression.replacingOccurrences(of: EmittedCall.result, with: call)]
        }
        let returned = returnExpression.replacingOccurrences(of: EmittedCall.result, with: "result")
        return prelude + [usesResult ? "let result = \(call)" : call] + postlude + [
            "return \(returned)"
        ]
    }

    /// `(label: Type, ...)`, with `throws` and the return type.
    var signature: String {
        var text = "(\(parameters.joined(separator: ", ")))"
        if throwsError { text += " throws" }
        if let returnType { text += " -> \(returnType)" }
        return text
    }
}

/// Builds ``EmittedCall``s from GIR callables, or says why one cannot be generated.
struct CallEmitter {
    let types: TypeMapper

    /// The call of `callable`; `instance` is the C argument for the instance
    /// parameter, and `value`, when given, the Swift expression passed as the
    /// only in parameter (a setter's `newValue`).
    func call(
        _ callable: Callable, instance: String?, value: String? = nil,
        fixed: [String: String] = [:]
    ) throws(Skip) -> EmittedCall {
        if !callable.isIntrospectable { throw Skip(reason: "not introspectable") }
        if callable.isDeprecated { throw Skip(reason: "deprecated") }
        if callable.isVariadic { throw Skip(reason: "variadic") }
        if instance != nil, callable.instanceCType == "gconstpointer" {
            throw Skip(reason: "an instance passed as gconstpointer")
        }
        var emitted = EmittedCall()
        if let instance { emitted.arguments.append(instance) }
        var outs: [(label: String, expression: String, type: String)] = []
        for parameter in callable.parameters {
            // Arguments the caller supplies (an async call's callback and data).
            if let argument = fixed[parameter.name] {
                emitted.arguments.append(argument)
                continue
            }
            let name = parameter.name == "self" ? "value" : parameter.name
            let label = Naming.lowerCamel(name)
            let mapping: TypeMapping
            do throws(Skip) {
                mapping = try types.mapping(parameter.type)
            } catch {
                throw Skip(reason: "parameter \(parameter.name): \(error.reason)")
            }
            switch parameter.direction {
            case .in where mapping.isStrings:
                guard parameter.transfer == .none else {
                    throw Skip(reason: "string arrays given with transfer full")
                }
                let swiftName = Naming.identifier(label)
                let written = mapping.written(nullable: parameter.isNullable)
                emitted.parameters.append("\(swiftName): \(written)")
                emitted.prelude.append("let \(label)Array = StringArray(\(value ?? swiftName))")
                emitted.arguments.append("castOptional(\(label)Array.pointer)")
                emitted.postlude.append("withExtendedLifetime(\(label)Array) {}")
            case .in:
                if case .object = mapping.kind, parameter.type.cType == "gconstpointer" {
                    throw Skip(reason: "an object passed as gconstpointer")
                }
                let argument = try types.argument(
                    value ?? Naming.identifier(label), mapping, nullable: parameter.isNullable,
                    transfer: parameter.transfer)
                emitted.parameters.append(
                    "\(Naming.identifier(label)): \(mapping.written(nullable: parameter.isNullable))"
                )
                emitted.arguments.append(argument)
            case .out:
                let variable = "\(label)Out"
                guard !parameter.callerAllocates, let declaration = outDeclaration(mapping)
                else {
                    throw Skip(reason: "out parameter \(parameter.name) is not generated yet")
                }
                emitted.prelude.append("var \(variable)\(declaration)")
                emitted.arguments.append("&\(variable)")
                let read = try types.result(
                    variable, mapping, nullable: false, transfer: .none)
                outs.append((label, read, mapping.swiftType))
            case .inout:
                throw Skip(reason: "inout parameter \(parameter.name) is not generated yet")
            }
        }
        if callable.throwsError {
            emitted.throwsError = true
            emitted.prelude.append("var error: UnsafeMutablePointer<GError>?")
            emitted.arguments.append("&error")
            emitted.postlude.append("if let error { throw GLibError(taking: error) }")
        }
        let returned: TypeMapping
        do throws(Skip) {
            returned = try types.mapping(callable.returnType)
        } catch {
            throw Skip(reason: "return value: \(error.reason)")
        }
        if case .void = returned.kind {
            if outs.count == 1 {
                emitted.returnType = outs[0].type
                emitted.returnExpression = outs[0].expression
            } else if outs.count > 1 {
                emitted.returnType =
                    "(" + outs.map { "\($0.label): \($0.type)" }.joined(separator: ", ") + ")"
                emitted.returnExpression =
                    "(" + outs.map { "\($0.label): \($0.expression)" }.joined(separator: ", ")
                    + ")"
            }
            return emitted
        }
        if !outs.isEmpty {
            // GTK's `gboolean f(..., T *out)` reports whether it wrote the out values.
            guard case .bool = returned.kind else {
                throw Skip(reason: "a return value beside out parameters is not generated yet")
            }
            let values =
                outs.count == 1
                ? (type: outs[0].type, expression: outs[0].expression)
                : (
                    type: "(" + outs.map { "\($0.label): \($0.type)" }.joined(separator: ", ")
                        + ")",
                    expression: "("
                        + outs.map { "\($0.label): \($0.expression)" }.joined(separator: ", ")
                        + ")"
                )
            emitted.returnType = "\(values.type)?"
            emitted.returnExpression = "\(EmittedCall.result) != 0 ? \(values.expression) : nil"
            return emitted
        }
        // Returned objects are always optional: GTK returns NULL from getters
        // whose annotation says otherwise (a controller's widget before it is added).
        var nullable = callable.returnsNullable
        if case .object = returned.kind { nullable = true }
        emitted.returnType = returned.written(nullable: nullable)
        emitted.returnExpression = try types.result(
            EmittedCall.result, returned, nullable: nullable, transfer: callable.returnTransfer)
        return emitted
    }

    /// ` : Type = initial` for an out variable, nil for types not generated as out values.
    private func outDeclaration(_ mapping: TypeMapping) -> String? {
        switch mapping.kind {
        case .bool: return ": gboolean = 0"
        case .number: return ": \(mapping.swiftType) = 0"
        case .enumeration(let info): return " = \(info.cType)(rawValue: 0)"
        default: return nil
        }
    }
}
