extension MemberWriter {
    /// Writes a Swift method per GIR method not already a property accessor.
    mutating func writeMethods() {
        for method in owner.methods {
            report.methods.total += 1
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
