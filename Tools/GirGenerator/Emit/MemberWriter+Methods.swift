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
                    skip(method.cIdentifier, "its _async method is not generated")
                }
                continue
            }
            if accessorNames.contains(method.name) {
                report.methods.generated += 1
                continue
            }
            do throws(Skip) {
                if handWrittenAccessors.contains(method.name) {
                    throw Skip(reason: "an accessor of a property whose name is taken")
                }
                let call = try calls.call(method, instance: instance)
                var name = method.name
                if name.hasPrefix("get_"), call.returnType != nil { name.removeFirst(4) }
                let swiftName = Naming.lowerCamel(name)
                guard claim(swiftName) else {
                    throw Skip(reason: "the name \(swiftName) is taken")
                }
                body.append("    /// Wraps `\(method.cIdentifier)` \(link("method", method.name)).")
                // Getters are read for their value; other calls may be made for their effect.
                if call.returnType != nil, !method.name.hasPrefix("get_") {
                    body.append("    @discardableResult")
                }
                body.append("    public func \(Naming.identifier(swiftName))\(call.signature) {")
                body += call.body(calling: method.cIdentifier).map { "        " + $0 }
                body += ["    }", ""]
                report.methods.generated += 1
            } catch {
                skip(method.cIdentifier, error.reason)
            }
        }
    }
}
