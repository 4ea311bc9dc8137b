extension MemberWriter {
    /// Writes a Swift property per GObject property with C accessors.
    mutating func writeProperties() {
        for property in owner.properties {
            report.properties.total += 1
            do throws(Skip) {
                try writeProperty(property)
                report.properties.generated += 1
            } catch {
                skip("\(owner.cType):\(property.name)", error.reason)
            }
        }
    }

    /// Writes `on<Name>Changed` per readable property (its `notify::` signal);
    /// written after the signals, whose names win (`value-changed` over `value`).
    mutating func writeNotifications() {
        for property in owner.properties where property.isReadable && !property.isDeprecated {
            writeNotify(property)
        }
    }

    private func method(_ name: String?) -> Callable? {
        name.flatMap { name in owner.methods.first { $0.name == name } }
    }

    private mutating func writeProperty(_ property: Property) throws(Skip) {
        if property.isDeprecated { throw Skip(reason: "deprecated") }
        guard property.isReadable else {
            try writeSetter(property)
            return
        }
        guard let getter = method(property.getter) else {
            try writeValueProperty(property)
            return
        }
        let read = try calls.call(getter, instance: instance)
        guard read.parameters.isEmpty, !read.throwsError, let type = read.returnType else {
            throw Skip(reason: "the getter \(getter.cIdentifier) takes arguments")
        }
        var write: EmittedCall?
        if let setter = method(property.setter), property.isWritable {
            if let call = try? calls.call(setter, instance: instance, value: "newValue"),
                call.parameters.count == 1, !call.throwsError, call.returnType == nil,
                call.parameters[0].hasSuffix(": \(type)")
            {
                write = call
            }
        }
        let name = Naming.lowerCamel(property.name)
        guard claim(name) else {
            // The hand-written (or inherited) property stands for its accessors too.
            handWrittenAccessors.insert(getter.name)
            if let setter = property.setter { handWrittenAccessors.insert(setter) }
            throw taken(name)
        }
        accessorNames.insert(getter.name)
        var wraps = "`\(getter.cIdentifier)`"
        if let setter = method(property.setter), write != nil {
            wraps += " and `\(setter.cIdentifier)`"
            accessorNames.insert(setter.name)
        }
        body.append(
            "    /// The `\(property.name)` property: wraps \(wraps) \(link("property", property.name))."
        )
        let getBody = read.body(calling: getter.cIdentifier)
        guard let write, let setter = method(property.setter) else {
            body.append("    public var \(Naming.identifier(name)): \(type) {")
            body += getBody.map { "        " + $0 }
            body += ["    }", ""]
            return
        }
        let setBody = write.body(calling: setter.cIdentifier)
        body.append("    public var \(Naming.identifier(name)): \(type) {")
        body.append("        get {")
        body += getBody.map { "            " + $0 }
        body.append("        }")
        body.append("        set {")
        body += setBody.map { "            " + $0 }
        body += ["        }", "    }", ""]
    }

    private mutating func writeNotify(_ property: Property) {
        let name = "on\(Naming.upperCamel(property.name))Changed"
        guard claim(name) else {
            skip("notify::\(property.name)", taken(name).reason)
            return
        }
        body += [
            "    /// Calls `handler` after each change of `\(property.name)` (`notify::\(property.name)`); a later call swaps it.",
            "    @discardableResult",
            "    public func \(name)(",
            "        _ handler: @escaping @MainActor () -> Void",
            "    ) -> SignalConnection<@MainActor () -> Void> {",
            "        onNotify(\"\(property.name)\", handler)",
            "    }",
            "",
        ]
    }

    /// Writes a write-only property as `set<Name>(_:)`: through its C
    /// setter when GIR names one, else through a GValue.
    private mutating func writeSetter(_ property: Property) throws(Skip) {
        guard property.isWritable, !property.isConstructOnly else {
            throw Skip(reason: "write-only and construct-only: given at construction, never set")
        }
        let name = "set\(Naming.upperCamel(property.name))"
        var lines: [String]
        if let setter = method(property.setter) {
            let write = try calls.call(setter, instance: instance, value: "newValue")
            guard write.parameters.count == 1, !write.throwsError, write.returnType == nil,
                let type = write.parameters[0].split(separator: ":", maxSplits: 1).last
            else {
                throw Skip(reason: "the setter \(setter.cIdentifier) takes more than the value")
            }
            guard claim(name) else { throw taken(name) }
            accessorNames.insert(setter.name)
            lines = [
                "    /// Sets the write-only `\(property.name)` property: wraps `\(setter.cIdentifier)` \(link("property", property.name)).",
                "    public func \(name)(_ newValue:\(type)) {",
            ]
            lines += write.body(calling: setter.cIdentifier).map { "        " + $0 }
        } else {
            let mapping = try types.mapping(property.type)
            let access = try ValueAccess(mapping, girName: property.type.name, types: types)
            guard claim(name) else { throw taken(name) }
            lines = [
                "    /// Sets the write-only `\(property.name)` property, through `g_object_set_property` \(link("property", property.name)).",
                "    public func \(name)(_ newValue: \(mapping.written(nullable: access.isOptional))) {",
                "        setPropertyValue(\"\(property.name)\") { \(access.write) }",
            ]
        }
        body += lines + ["    }", ""]
    }

    /// Writes a property without C accessors, read and written through a GValue.
    private mutating func writeValueProperty(_ property: Property) throws(Skip) {
        let mapping = try types.mapping(property.type)
        let access = try ValueAccess(mapping, girName: property.type.name, types: types)
        let name = Naming.lowerCamel(property.name)
        guard claim(name) else { throw taken(name) }
        let quoted = "\"\(property.name)\""
        let type = mapping.written(nullable: access.isOptional)
        body.append(
            "    /// The `\(property.name)` property, through `g_object_get_property` \(link("property", property.name))."
        )
        let get = "propertyValue(\(quoted)) { \(access.read) }\(access.readSuffix)"
        guard property.isWritable, !property.isConstructOnly else {
            body += [
                "    public var \(Naming.identifier(name)): \(type) {", "        \(get)", "    }",
                "",
            ]
            return
        }
        body += [
            "    public var \(Naming.identifier(name)): \(type) {",
            "        get { \(get) }",
            "        set { setPropertyValue(\(quoted)) { \(access.write) } }",
            "    }",
            "",
        ]
    }
}
