import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads a `.gir` file into a ``Namespace`` (the toolchain's XML parser, no
/// outside packages).
enum RepositoryReader {
    /// Errors reading a GIR document.
    enum Failure: Error, CustomStringConvertible {
        case noNamespace

        var description: String { "the document has no <namespace> element" }
    }

    /// The namespace of the GIR document at `url`.
    static func read(contentsOf url: URL) throws -> Namespace {
        try read(data: Data(contentsOf: url))
    }

    /// The namespace of the GIR document in `data`.
    static func read(data: Data) throws -> Namespace {
        let document = try XMLDocument(data: data)
        guard let root = document.rootElement(),
            let element = root.children(named: "namespace").first
        else { throw Failure.noNamespace }
        var namespace = Namespace(
            name: element.attribute("name") ?? "",
            cPrefix: element.attribute("c:identifier-prefixes") ?? element.attribute("name") ?? "",
            version: element.attribute("version") ?? "")
        for kind in [
            "class", "interface", "enumeration", "bitfield", "record", "union", "callback",
            "alias",
        ] {
            for child in element.children(named: kind) {
                if let name = child.attribute("name") { namespace.declaredNames.insert(name) }
            }
        }
        for child in element.children(named: "class") {
            var info = classInfo(child, isInterface: false)
            info.getType = child.attribute("glib:get-type")
            info.namespace = namespace.name
            info.qualifiedName = info.name
            namespace.classes[info.name] = info
        }
        for child in element.children(named: "interface") {
            var info = classInfo(child, isInterface: true)
            info.namespace = namespace.name
            info.qualifiedName = info.name
            namespace.interfaces[info.name] = info
        }
        for child in element.children(named: "record")
        where child.attribute("glib:is-gtype-struct-for") == nil {
            var info = classInfo(child, isInterface: false)
            info.isRecord = true
            info.getType = child.attribute("glib:get-type")
            info.fields = child.children(named: "field").map(field)
            info.namespace = namespace.name
            info.qualifiedName = info.name
            namespace.records[info.name] = info
        }
        for child in element.children(named: "callback") {
            let callback = callable(child)
            namespace.callbacks[callback.name] = callback
        }
        for child in element.children(named: "enumeration") {
            var info = enumInfo(child, isFlags: false)
            info.namespace = namespace.name
            namespace.enums[info.name] = info
        }
        for child in element.children(named: "bitfield") {
            var info = enumInfo(child, isFlags: true)
            info.namespace = namespace.name
            namespace.enums[info.name] = info
        }
        return namespace
    }

    private static func classInfo(_ element: XMLElement, isInterface: Bool) -> ClassInfo {
        var info = ClassInfo(
            name: element.attribute("name") ?? "",
            cType: element.attribute("c:type") ?? element.attribute("glib:type-name") ?? "",
            parent: element.attribute("parent"),
            isInterface: isInterface)
        info.getType = element.attribute("glib:get-type")
        info.isFundamental = element.attribute("glib:fundamental") == "1"
        info.refFunction = element.attribute("glib:ref-func")
        info.unrefFunction = element.attribute("glib:unref-func")
        info.implements = element.children(named: "implements").compactMap {
            $0.attribute("name")
        }
        info.constructors = element.children(named: "constructor").map(callable)
        info.methods = element.children(named: "method").map(callable)
        info.functions = element.children(named: "function").map(callable)
        info.properties = element.children(named: "property").map(property)
        info.signals = element.children(named: "glib:signal").map(signal)
        return info
    }

    private static func callable(_ element: XMLElement) -> Callable {
        var result = Callable(
            name: element.attribute("name") ?? "",
            cIdentifier: element.attribute("c:identifier") ?? "")
        result.throwsError = element.attribute("throws") == "1"
        result.isIntrospectable = element.attribute("introspectable") != "0"
        result.isDeprecated = element.attribute("deprecated") == "1"
        result.movedTo = element.attribute("moved-to")
        if let value = element.children(named: "return-value").first {
            result.returnType = typeRef(value)
            result.returnTransfer = transfer(value)
            result.returnsNullable = isNullable(value)
        }
        if let parameters = element.children(named: "parameters").first {
            let list = parameters.children(named: "parameter")
            result.isVariadic = list.contains { !$0.children(named: "varargs").isEmpty }
            let instance = parameters.children(named: "instance-parameter").first
            result.instanceCType = instance.flatMap { typeRef($0).cType }
            result.instanceTransfer = instance.map(transfer) ?? .none
            result.parameters = list.map(parameter)
        }
        return result
    }

    private static func parameter(_ element: XMLElement) -> Parameter {
        var result = Parameter(name: element.attribute("name") ?? "", type: typeRef(element))
        result.direction = Direction(rawValue: element.attribute("direction") ?? "in") ?? .in
        result.transfer = transfer(element)
        result.isNullable = isNullable(element)
        result.callerAllocates = element.attribute("caller-allocates") == "1"
        result.scope = element.attribute("scope")
        result.closureIndex = element.attribute("closure").flatMap { Int($0) }
        result.destroyIndex = element.attribute("destroy").flatMap { Int($0) }
        return result
    }

    private static func field(_ element: XMLElement) -> Field {
        var result = Field(name: element.attribute("name") ?? "", type: typeRef(element))
        result.isReadable = element.attribute("readable") != "0"
        result.isWritable = element.attribute("writable") == "1"
        result.isPrivate = element.attribute("private") == "1"
        return result
    }

    private static func property(_ element: XMLElement) -> Property {
        var result = Property(name: element.attribute("name") ?? "", type: typeRef(element))
        result.isReadable = element.attribute("readable") != "0"
        result.isWritable = element.attribute("writable") == "1"
        result.isConstructOnly = element.attribute("construct-only") == "1"
        result.getter = element.attribute("getter")
        result.setter = element.attribute("setter")
        result.isDeprecated = element.attribute("deprecated") == "1"
        return result
    }

    private static func signal(_ element: XMLElement) -> Signal {
        var result = Signal(name: element.attribute("name") ?? "")
        result.isAction = element.attribute("action") == "1"
        result.isDeprecated = element.attribute("deprecated") == "1"
        if let value = element.children(named: "return-value").first {
            result.returnType = typeRef(value)
            result.returnTransfer = transfer(value)
        }
        if let parameters = element.children(named: "parameters").first {
            result.parameters = parameters.children(named: "parameter").map(parameter)
        }
        return result
    }

    private static func enumInfo(_ element: XMLElement, isFlags: Bool) -> EnumInfo {
        let members = element.children(named: "member").map { member in
            EnumInfo.Member(
                name: member.attribute("name") ?? "",
                value: Int64(member.attribute("value") ?? "") ?? 0,
                cIdentifier: member.attribute("c:identifier") ?? "")
        }
        var result = EnumInfo(
            name: element.attribute("name") ?? "", cType: element.attribute("c:type") ?? "",
            isFlags: isFlags, members: members)
        result.isDeprecated = element.attribute("deprecated") == "1"
        result.swiftName = result.name
        return result
    }

    /// The `<type>` of `element`; arrays, varargs and callbacks are marked unmappable.
    private static func typeRef(_ element: XMLElement) -> TypeRef {
        if let type = element.children(named: "type").first {
            return TypeRef(name: type.attribute("name") ?? "", cType: type.attribute("c:type"))
        }
        if let callback = element.children(named: "callback").first {
            // An anonymous callback type (a field's function pointer).
            return TypeRef(name: "", cType: callback.attribute("c:type"), isArray: true)
        }
        if let array = element.children(named: "array").first {
            var type = TypeRef(name: "", cType: array.attribute("c:type"), isArray: true)
            type.elementName = array.children(named: "type").first?.attribute("name")
            type.elementCType = array.children(named: "type").first?.attribute("c:type")
            type.lengthIndex = array.attribute("length").flatMap { Int($0) }
            type.isZeroTerminated =
                array.attribute("length") == nil && array.attribute("fixed-size") == nil
                && array.attribute("zero-terminated") != "0"
            return type
        }
        return TypeRef(name: "", cType: nil, isArray: true)
    }

    private static func transfer(_ element: XMLElement) -> Transfer {
        Transfer(rawValue: element.attribute("transfer-ownership") ?? "none") ?? .none
    }

    private static func isNullable(_ element: XMLElement) -> Bool {
        element.attribute("nullable") == "1" || element.attribute("allow-none") == "1"
    }
}

extension XMLElement {
    /// The child elements whose qualified name is `name` (`class`, `glib:signal`);
    /// GIR's default XML namespace makes `elements(forName:)` miss them.
    fileprivate func children(named name: String) -> [XMLElement] {
        (children ?? []).compactMap { $0 as? XMLElement }.filter { $0.name == name }
    }

    /// The value of the attribute `name` (a qualified name such as `c:type` works).
    /// (`attribute(forName:)` misses unprefixed names under a default XML namespace.)
    fileprivate func attribute(_ name: String) -> String? {
        attributes?.first { $0.name == name }?.stringValue
    }
}
