/// A `@convention(c)` function at file scope that converts the C arguments of
/// a signal or a callback and calls the Swift closure in the `ClosureBox` its
/// user data holds, on the main actor.
struct Trampoline {
    /// The Swift closure type, such as `@MainActor (Int32) -> Bool`.
    var handler: String
    /// The declaration, for the file's scope.
    var lines: [String]

    /// The trampoline `name` for C arguments `parameters`, with the user data
    /// at `dataIndex` among them (last when nil; `releasesBox` gives the box
    /// back after the call, for a callback GLib calls once), after the emitting instance
    /// when `leadingInstance` (a signal's); `doc` is its comment.
    init(
        name: String, doc: String, parameters: [Parameter], dataIndex: Int? = nil,
        releasesBox: Bool = false,
        leadingInstance: Bool, returnType: TypeRef, returnTransfer: Transfer, types: TypeMapper
    ) throws(Skip) {
        var cTypes: [String] = []
        var closureArguments: [String] = []
        if leadingInstance {
            cTypes.append("gpointer?")
            closureArguments.append("_")
        }
        var swiftTypes: [String] = []
        var converted: [String] = []
        // Statements before entering the main actor: C pointers are not
        // Sendable, so strings are copied and objects passed as addresses.
        var outside: [String] = []
        // Statements on the main actor before the closure is called.
        var inside: [String] = []
        for (index, parameter) in parameters.enumerated() {
            if index == dataIndex {
                cTypes.append("gpointer?")
                closureArguments.append("data")
            }
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
            let argument = "argument\(index)"
            closureArguments.append(argument)
            switch mapping.kind {
            case .string:
                let copy = try types.result(argument, mapping, nullable: nullable, transfer: .none)
                outside.append("let text\(index) = \(copy)")
                converted.append("text\(index)")
            case .fundamental(let fundamental):
                // Borrowed for the call: the wrapper holds a reference of its
                // own until the handler returns, then is unusable.
                outside.append("let address\(index) = UInt(bitPattern: \(argument))")
                let wrapper = "lent\(index)"
                inside += [
                    "let \(wrapper) = UnsafeMutableRawPointer(bitPattern: address\(index)).map {",
                    "    \(fundamental.swiftName).wrapper(retaining: $0)",
                    "}",
                    "defer { \(wrapper)?.invalidate() }",
                ]
                converted.append(nullable ? wrapper : "\(wrapper)!")
            case .cairoContext:
                // Lent for the call: the wrapper gives its reference back and
                // becomes unusable when the closure returns.
                outside.append("let address\(index) = UInt(bitPattern: \(argument))")
                inside += [
                    "let context\(index) = Cairo.Context(referencing: OpaquePointer(bitPattern: address\(index))!)",
                    "defer { context\(index).invalidate() }",
                ]
                converted.append("context\(index)")
            case .variant, .variantType:
                // Wrapped before entering the main actor: the wrappers are Sendable.
                outside.append(
                    "let value\(index) = "
                        + (try types.result(argument, mapping, nullable: true, transfer: .none)))
                converted.append(nullable ? "value\(index)" : "value\(index)!")
            case .object, .value, .record:
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
        if dataIndex == nil || dataIndex == parameters.count {
            cTypes.append("gpointer?")
            closureArguments.append("data")
        }
        let result = try Self.result(returnType, transfer: returnTransfer, types: types)
        handler = "@MainActor (\(swiftTypes.joined(separator: ", "))) -> \(result.swift)"
        let call = "box.body(\(converted.joined(separator: ", ")))"
        lines = [
            doc,
            "private let \(name): @convention(c) (\(cTypes.joined(separator: ", "))) -> \(result.c) = {",
            "    \(closureArguments.joined(separator: ", ")) in",
            "    guard let data else { return\(result.empty) }",
            "    let box = ClosureBox<\(handler)>.from(data)",
        ]
        // Scope async: GLib calls it once, after which the box is GLib's to give back.
        if releasesBox { lines.append("    defer { releaseBoxFromGLib(data) }") }
        lines += outside.map { "    " + $0 }
        let returned = result.inside.replacingOccurrences(of: "@@", with: call)
        if inside.isEmpty, result.swift == "Void" {
            lines.append("    MainActor.assumeIsolated { \(call) }")
        } else if inside.isEmpty {
            lines += [
                "    let value = MainActor.assumeIsolated { \(returned) }",
                "    return \(result.outside.replacingOccurrences(of: "@@", with: "value"))",
            ]
        } else if result.swift == "Void" {
            lines.append("    MainActor.assumeIsolated {")
            lines += (inside + [call]).map { "        " + $0 }
            lines.append("    }")
        } else {
            lines.append("    let value = MainActor.assumeIsolated {")
            lines += (inside + ["return \(returned)"]).map { "        " + $0 }
            lines += [
                "    }",
                "    return \(result.outside.replacingOccurrences(of: "@@", with: "value"))",
            ]
        }
        lines += ["}", ""]
    }

    /// The handler's Swift result, the trampoline's C result, the value the
    /// main actor hands back (`@@` is the handler's call; it must be
    /// Sendable), its C conversion (`@@` is that value) and what a call
    /// without data returns.
    private static func result(_ type: TypeRef, transfer: Transfer, types: TypeMapper)
        throws(Skip) -> (swift: String, c: String, inside: String, outside: String, empty: String)
    {
        let returned = try types.mapping(type)
        switch returned.kind {
        case .void: return ("Void", "Void", "@@", "@@", "")
        case .bool: return ("Bool", "gboolean", "@@", "@@ ? 1 : 0", " 0")
        case .number: return (returned.swiftType, returned.swiftType, "@@", "@@", " 0")
        case .enumeration(let info):
            return (
                returned.swiftType, info.cType, "@@", "@@.cValue", " \(info.cType)(rawValue: 0)"
            )
        case .string where transfer == .full:
            // GTK frees the string it is given: a copy made with GLib's allocator.
            return ("String", "UnsafeMutablePointer<CChar>?", "@@", "g_strdup(@@)", " nil")
        case .object where transfer == .full:
            // GTK takes a reference of its own; the address crosses the main
            // actor's boundary, as pointers are not Sendable.
            return (
                returned.written(nullable: true), "gpointer?",
                "@@.map { UInt(bitPattern: g_object_ref($0.pointer)) } ?? 0",
                "UnsafeMutableRawPointer(bitPattern: @@)", " nil"
            )
        default: throw Skip(reason: "a \(returned.swiftType) result is not generated yet")
        }
    }
}
