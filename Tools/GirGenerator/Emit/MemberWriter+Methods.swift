extension MemberWriter {
    /// Writes a Swift method per GIR method not already a property accessor.
    mutating func writeMethods() {
        var finished: [String: Bool] = [:]
        for method in owner.methods {
            guard let finish = finishMethod(of: method) else { continue }
            finished[finish.name] = writeAsync(method, finish: finish)
        }
        // An `_async` method was counted when it was written.
        for method in owner.methods where finishMethod(of: method) == nil {
            report.methods.total += 1
            if let generated = finished[method.name] {
                if generated {
                    report.methods.generated += 1
                } else {
                    skip(method.cIdentifier, "the method starting it is not generated")
                }
                continue
            }
            if accessorNames.contains(method.name) {
                report.methods.generated += 1
                continue
            }
            do throws(Skip) {
                if owner.isRecord, ["free", "ref", "unref"].contains(method.name) {
                    throw Skip(reason: "the wrapper releases its copy when it goes")
                }
                if owner.isFundamental, ["ref", "unref"].contains(method.name) {
                    throw Skip(reason: "the wrapper gives its reference back when it goes")
                }
                if let movedTo = method.movedTo {
                    throw Skip(reason: "moved to \(movedTo)")
                }
                if handWrittenAccessors.contains(method.name) {
                    throw Skip(reason: "an accessor of a property whose name is taken")
                }
                // A method consuming its instance, which generated code
                // cannot call, may still have a hand-written form of its name.
                if method.instanceTransfer == .full,
                    handWritten[Naming.lowerCamel(method.name)] != nil
                {
                    throw taken(Naming.lowerCamel(method.name))
                }
                let call = try calls.call(method, instance: instance)
                var name = method.name
                // `get_group` reads as `group()`, unless a method of that
                // name (`gtk_gesture_group`) needs it: then `getGroup()`.
                if name.hasPrefix("get_"), call.returnType != nil,
                    !owner.methods.contains(where: {
                        $0.name == name.dropFirst(4) && !$0.isDeprecated && $0.isIntrospectable
                    })
                {
                    name.removeFirst(4)
                }
                let swiftName = Naming.lowerCamel(name)
                guard claim(swiftName) else { throw taken(swiftName) }
                body.append("    /// Wraps `\(method.cIdentifier)` \(link("method", method.name)).")
                // Getters are read for their value; other calls may be made for their effect.
                if call.returnType != nil, !method.name.hasPrefix("get_") {
                    body.append("    @discardableResult")
                }
                body.append("    public func \(Naming.identifier(swiftName))\(call.signature) {")
                body += call.body(calling: method.cIdentifier).map { "        " + $0 }
                body += ["    }", ""]
                fileScope += call.fileScope
                report.methods.generated += 1
            } catch {
                skip(method.cIdentifier, error.reason)
            }
        }
    }

    /// Writes a static Swift method per GIR function of the type
    /// (`pango_attr_list_from_string` as `AttrList.fromString(text:)`,
    /// `gtk_window_list_toplevels` as `Window.listToplevels()`), counted
    /// with the methods; a getter drops its `get_` as methods do.
    mutating func writeFunctions() {
        for function in owner.functions {
            report.methods.total += 1
            do throws(Skip) {
                let call = try calls.call(function, instance: nil)
                var name = function.name
                if name.hasPrefix("get_"), call.returnType != nil,
                    !owner.functions.contains(where: { $0.name == name.dropFirst(4) })
                {
                    name.removeFirst(4)
                }
                let swiftName = Naming.lowerCamel(name)
                guard claim(swiftName) else { throw taken(swiftName) }
                body.append(
                    "    /// Wraps `\(function.cIdentifier)` \(link("type_func", function.name)).")
                if call.returnType != nil { body.append("    @discardableResult") }
                body.append(
                    "    public static func \(Naming.identifier(swiftName))\(call.signature) {")
                body += call.body(calling: function.cIdentifier).map { "        " + $0 }
                body += ["    }", ""]
                fileScope += call.fileScope
                report.methods.generated += 1
            } catch {
                skip(function.cIdentifier, error.reason)
            }
        }
    }
}
