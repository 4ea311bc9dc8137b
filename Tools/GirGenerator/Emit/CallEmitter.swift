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
    /// Declarations for the file's scope (the trampolines of callbacks).
    var fileScope: [String] = []
    /// Statements for when the asynchronous operation a GIO `_async` call
    /// starts completes (releasing a callback it calls until then).
    var completion: [String] = []

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
        fixed: [String: String] = [:], startsOperation: Bool = false
    ) throws(Skip) -> EmittedCall {
        if !callable.isIntrospectable { throw Skip(reason: "not introspectable") }
        if callable.isDeprecated { throw Skip(reason: "deprecated") }
        if callable.isVariadic { throw Skip(reason: "variadic") }
        if instance != nil, callable.instanceTransfer == .full {
            throw Skip(reason: "the call consumes the instance")
        }
        if instance != nil, callable.instanceCType == "gconstpointer" {
            throw Skip(reason: "an instance passed as gconstpointer")
        }
        var emitted = EmittedCall()
        if let instance { emitted.arguments.append(instance) }
        var outs: [(label: String, expression: String, type: String)] = []
        // A callback's user data and destroy notify, by parameter index.
        var callbackArguments: [Int: String] = [:]
        let lengths = lengthOwners(of: callable, value: value)
        // The out variable holding the returned array's length.
        var returnedCount: String?
        for (index, parameter) in callable.parameters.enumerated() {
            // Arguments the caller supplies (an async call's callback and data).
            if let argument = fixed[parameter.name] {
                emitted.arguments.append(argument)
                continue
            }
            if let argument = callbackArguments[index] {
                emitted.arguments.append(argument)
                continue
            }
            let label = Naming.lowerCamel(parameter.name == "self" ? "value" : parameter.name)
            if let owner = lengths[index] {
                guard case .number = (try? types.mapping(parameter.type))?.kind,
                    let lengthType = numericTypes[parameter.type.name]
                else {
                    throw Skip(reason: "parameter \(parameter.name): a length that is not a number")
                }
                switch owner {
                case .parameter(let name, let nullable):
                    guard parameter.direction == .in else {
                        throw Skip(
                            reason:
                                "parameter \(parameter.name): an in array's length as an out value")
                    }
                    emitted.arguments.append(
                        "\(lengthType)(\(name)\(nullable ? "?.count ?? 0" : ".count"))")
                case .returned:
                    guard parameter.direction == .out, !parameter.callerAllocates else {
                        throw Skip(
                            reason:
                                "parameter \(parameter.name): a returned array's length that is not out"
                        )
                    }
                    emitted.prelude.append("var \(label)Out: \(lengthType) = 0")
                    emitted.arguments.append("&\(label)Out")
                    returnedCount = "\(label)Out"
                }
                continue
            }
            if parameter.type.isArray, parameter.type.lengthIndex != nil {
                let array: (parameter: String, prelude: String, argument: String, postlude: String)
                do throws(Skip) {
                    array = try inArray(
                        parameter, name: value ?? Naming.identifier(label), label: label)
                } catch {
                    throw Skip(reason: "parameter \(parameter.name): \(error.reason)")
                }
                emitted.parameters.append(array.parameter)
                emitted.prelude.append(array.prelude)
                emitted.arguments.append(array.argument)
                emitted.postlude.append(array.postlude)
                continue
            }
            if types.namespace.callbacks[parameter.type.name] != nil {
                let callback = try self.callback(
                    parameter, of: callable, startsOperation: startsOperation)
                emitted.parameters.append(callback.parameter)
                emitted.prelude.append(callback.prelude)
                emitted.arguments.append(callback.argument)
                emitted.postlude += callback.postlude
                emitted.completion += callback.completion
                emitted.fileScope += callback.trampoline
                for (position, argument) in callback.later {
                    guard position > index, callbackArguments[position] == nil else {
                        throw Skip(reason: "a callback's data comes before it or is shared")
                    }
                    callbackArguments[position] = argument
                }
                continue
            }
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
            case .in where mapping.isList:
                let list: (parameter: String, prelude: String, argument: String, postlude: String)
                do throws(Skip) {
                    list = try inList(
                        parameter, mapping, name: value ?? Naming.identifier(label), label: label)
                } catch {
                    throw Skip(reason: "parameter \(parameter.name): \(error.reason)")
                }
                emitted.parameters.append(list.parameter)
                emitted.prelude.append(list.prelude)
                emitted.arguments.append(list.argument)
                emitted.postlude.append(list.postlude)
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
                if case .record(let record) = mapping.kind {
                    let out = try recordOut(parameter, record, mapping, variable: variable)
                    emitted.prelude.append(out.declaration)
                    emitted.arguments.append("&\(variable)")
                    outs.append((label, out.read, out.type))
                    continue
                }
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
                // A struct record the callee updates in place: the wrapper's own copy.
                guard case .record(let record) = mapping.kind, record.hasFields,
                    parameter.type.cType?.hasSuffix("**") == false
                else {
                    throw Skip(reason: "inout parameter \(parameter.name) is not generated yet")
                }
                let swiftName = Naming.identifier(label)
                emitted.parameters.append(
                    "\(swiftName): \(mapping.written(nullable: parameter.isNullable))")
                emitted.arguments.append(
                    parameter.isNullable
                        ? "castOptional(\(swiftName)?.pointer)" : "cast(\(swiftName).pointer)")
            }
        }
        if callable.throwsError {
            emitted.throwsError = true
            emitted.prelude.append("var error: UnsafeMutablePointer<GError>?")
            emitted.arguments.append("&error")
            emitted.postlude.append("if let error { throw GLibError(taking: error) }")
        }
        if callable.returnType.isArray, callable.returnType.lengthIndex != nil {
            guard let count = returnedCount, outs.isEmpty else {
                throw Skip(reason: "return value: an array without its out length")
            }
            do throws(Skip) {
                let array = try returnedArray(callable, count: count)
                emitted.returnType = array.type
                emitted.returnExpression = array.expression
            } catch {
                throw Skip(reason: "return value: \(error.reason)")
            }
            return emitted
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
        if !outs.isEmpty, !returned.isBool {
            // The returned value first, then the out values, in one tuple.
            var nullable = callable.returnsNullable
            if case .object = returned.kind { nullable = true }
            let value = try types.result(
                EmittedCall.result, returned, nullable: nullable,
                transfer: callable.returnTransfer)
            var label = returnedLabel(returned)
            if outs.contains(where: { $0.label == label }) { label = "result" }
            let all = [(label, value, returned.written(nullable: nullable))] + outs
            emitted.returnType =
                "(" + all.map { "\($0.0): \($0.2)" }.joined(separator: ", ") + ")"
            emitted.returnExpression =
                "(" + all.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + ")"
            return emitted
        }
        if !outs.isEmpty {
            // GTK's `gboolean f(..., T *out)` reports whether it wrote the out values.
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
            // An out value that is optional already is nil when the call says no.
            emitted.returnType = values.type.hasSuffix("?") ? values.type : "\(values.type)?"
            emitted.returnExpression = "\(EmittedCall.result) != 0 ? \(values.expression) : nil"
            return emitted
        }
        // Returned objects (and expressions, events) are always optional: GTK
        // returns NULL from getters whose annotation says otherwise (a
        // controller's widget before it is added).
        var nullable = callable.returnsNullable
        switch returned.kind {
        // A print context has no cairo context until one is set.
        case .object, .fundamental, .cairoContext, .variant, .variantType: nullable = true
        default: break
        }
        // A NULL list is the empty one.
        if returned.isList { nullable = false }
        emitted.returnType = returned.written(nullable: nullable)
        emitted.returnExpression = try types.result(
            EmittedCall.result, returned, nullable: nullable, transfer: callable.returnTransfer)
        return emitted
    }

    /// A Swift closure for the callback parameter `parameter` of `callable`:
    /// boxed in a `ClosureBox` that GLib holds as the callback's user data,
    /// released after the call (scope `call`), by GLib's destroy notify
    /// (scope `notified`) or by the trampoline after its one call (scope
    /// `async`), exactly once each way, or never (scope `forever`, GLib keeps
    /// it for the process); the C callback is a trampoline at file scope that
    /// calls the closure in the box.
    ///
    /// A notified callback without a destroy notify given to a call that
    /// `startsOperation` (`g_file_copy_async`'s progress) lives until the
    /// operation completes: released then (`completion`).
    private func callback(_ parameter: Parameter, of callable: Callable, startsOperation: Bool)
        throws(Skip) -> (
            parameter: String, prelude: String, argument: String, postlude: [String],
            trampoline: [String], later: [Int: String], completion: [String]
        )
    {
        guard let definition = types.namespace.callbacks[parameter.type.name],
            let cType = parameter.type.cType
        else { throw Skip(reason: "parameter \(parameter.name): an unknown callback type") }
        let scope = parameter.scope ?? "call"
        guard ["call", "notified", "async", "forever"].contains(scope) else {
            throw Skip(reason: "parameter \(parameter.name): a callback of unknown scope \(scope)")
        }
        guard let closure = parameter.closureIndex else {
            throw Skip(reason: "parameter \(parameter.name): a callback without user data")
        }
        guard !definition.throwsError else {
            throw Skip(reason: "parameter \(parameter.name): a callback that throws")
        }
        let isData = { (own: Parameter) in
            own.type.name == "gpointer" && (own.closureIndex != nil || own.name.hasSuffix("data"))
        }
        if parameter.type.name == "GObject.Callback" {
            throw Skip(
                reason: "parameter \(parameter.name): an untyped GCallback (GIR gives no arguments)"
            )
        }
        guard let dataIndex = definition.parameters.lastIndex(where: isData) else {
            throw Skip(reason: "parameter \(parameter.name): the callback type has no user data")
        }
        var own = definition.parameters
        own.remove(at: dataIndex)
        let label = Naming.lowerCamel(parameter.name)
        let swiftName = Naming.identifier(label)
        let name = Naming.lowerCamel(callable.cIdentifier) + Naming.upperCamel(parameter.name)
        let trampoline: Trampoline
        do throws(Skip) {
            trampoline = try Trampoline(
                name: name,
                doc:
                    "/// The C callback `\(parameter.name)` of `\(callable.cIdentifier)`: calls the Swift closure in its box.",
                parameters: own, dataIndex: dataIndex, releasesBox: scope == "async",
                leadingInstance: false,
                returnType: definition.returnType, returnTransfer: definition.returnTransfer,
                types: types)
        } catch {
            throw Skip(reason: "parameter \(parameter.name): \(error.reason)")
        }
        let box = "ClosureBox<\(trampoline.handler)>"
        let data = "\(label)Data"
        let function = "cFunction(\(name), as: \(cType).self)"
        var later = [closure: data]
        var postlude: [String] = []
        var completion: [String] = []
        // Released after the call (call), by the destroy notify (notified), by
        // the trampoline after its one call (async), or never (forever).
        var retain = "retainedForGLib()"
        if scope == "forever" {
            retain = "retainedForever()"
        } else if scope == "notified", parameter.destroyIndex == nil, startsOperation {
            completion.append(
                parameter.isNullable
                    ? "\(data).map(releaseBoxFromGLib)" : "releaseBoxFromGLib(\(data))")
        } else if scope == "notified" {
            guard let destroy = parameter.destroyIndex else {
                throw Skip(
                    reason:
                        "parameter \(parameter.name): a notified callback without destroy notify, outside a GIO async call"
                )
            }
            later[destroy] =
                parameter.isNullable
                ? "\(data) == nil ? nil : releaseClosureBox" : "releaseClosureBox"
        } else if scope == "call" {
            postlude.append(
                parameter.isNullable
                    ? "\(data).map(releaseBoxFromGLib)" : "releaseBoxFromGLib(\(data))")
        }
        if parameter.isNullable {
            return (
                "\(swiftName): (\(trampoline.handler))?",
                "let \(data) = \(swiftName).map { \(box)($0).\(retain) }",
                "\(data) == nil ? nil : \(function)", postlude, trampoline.lines, later,
                completion
            )
        }
        return (
            "\(swiftName): @escaping \(trampoline.handler)",
            "let \(data) = \(box)(\(swiftName)).\(retain)", function, postlude,
            trampoline.lines, later, completion
        )
    }

    /// The out variable of a record, its Swift value after the call and its type.
    ///
    /// A caller-allocated struct is a zeroed local the callee fills, copied
    /// into a wrapper; a record the callee allocates (`GtkTreePath **`) comes
    /// back as a pointer, adopted (transfer full) or copied (none), and nil
    /// when the callee leaves it NULL.
    private func recordOut(
        _ parameter: Parameter, _ record: TypeMapping.RecordType, _ mapping: TypeMapping,
        variable: String
    ) throws(Skip) -> (declaration: String, read: String, type: String) {
        if parameter.callerAllocates {
            guard record.hasFields else {
                throw Skip(
                    reason: "out parameter \(parameter.name): an opaque caller-allocated record")
            }
            return (
                "var \(variable) = \(record.cType)()",
                "\(record.swiftName)(copying: &\(variable))", mapping.swiftType
            )
        }
        if parameter.transfer == .container {
            throw Skip(reason: "out parameter \(parameter.name): a record with transfer container")
        }
        let read = try types.result(
            variable, mapping, nullable: true, transfer: parameter.transfer)
        return ("var \(variable): \(record.pointerType)? = nil", read, "\(mapping.swiftType)?")
    }

    /// The tuple label of a value returned beside out values: its class or
    /// record in lower camel case (`cellRenderer`), else `value`.
    private func returnedLabel(_ mapping: TypeMapping) -> String {
        switch mapping.kind {
        case .object, .record, .enumeration:
            let name = mapping.swiftType.replacingOccurrences(of: "any ", with: "")
            return name.prefix(1).lowercased() + name.dropFirst()
        default:
            return "value"
        }
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
