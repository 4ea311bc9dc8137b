/// C arrays with a length parameter: the Swift side is an array, and the
/// length is its count (in) or the out value that sizes the returned array.
extension CallEmitter {
    /// What a parameter that is an array's length stands for.
    enum LengthOwner {
        /// The length of the in array passed as the Swift parameter `name`.
        case parameter(name: String, nullable: Bool)
        /// The length of the returned array, an out value.
        case returned
    }

    /// The parameters of `callable` that are array lengths, by index.
    func lengthOwners(of callable: Callable, value: String?) -> [Int: LengthOwner] {
        var owners: [Int: LengthOwner] = [:]
        for parameter in callable.parameters {
            guard let length = parameter.type.lengthIndex else { continue }
            let name = parameter.name == "self" ? "value" : parameter.name
            owners[length] = .parameter(
                name: value ?? Naming.identifier(Naming.lowerCamel(name)),
                nullable: parameter.isNullable)
        }
        if let length = callable.returnType.lengthIndex { owners[length] = .returned }
        return owners
    }

    /// The Swift parameter, statements and C argument of an in array with a
    /// length: numbers pass the array's storage, strings a NULL-terminated
    /// copy, objects an array of their pointers, each kept for the call.
    func inArray(_ parameter: Parameter, name: String, label: String) throws(Skip) -> (
        parameter: String, prelude: String, argument: String, postlude: String
    ) {
        guard parameter.direction == .in else {
            throw Skip(reason: "out arrays with a length are not generated yet")
        }
        guard parameter.transfer == .none else {
            throw Skip(reason: "arrays given with transfer full are not generated yet")
        }
        let element = try types.mapping(
            TypeRef(name: parameter.type.elementName ?? "", cType: parameter.type.elementCType))
        let written = parameter.isNullable ? "[\(element.swiftType)]?" : "[\(element.swiftType)]"
        let array = "\(label)Array"
        let keep = "withExtendedLifetime(\(array)) {}"
        switch element.kind {
        case .number:
            let value = parameter.isNullable ? "\(name) ?? []" : name
            return ("\(name): \(written)", "var \(array) = \(value)", "&\(array)", keep)
        case .string:
            return (
                "\(name): \(written)", "let \(array) = StringArray(\(name))",
                "castOptional(\(array).pointer)", keep
            )
        case .object:
            let pointers =
                parameter.isNullable ? "\(name)?.map(\\.pointer)" : "\(name).map(\\.pointer)"
            return (
                "\(name): \(written)", "let \(array) = PointerArray(\(pointers))",
                "castOptional(\(array).pointer)", keep
            )
        default:
            throw Skip(reason: "arrays of \(element.swiftType) are not generated yet")
        }
    }

    /// The Swift type and value of a returned array of `count` elements
    /// (`count` names the out length), freed as its transfer says.
    func returnedArray(_ callable: Callable, count: String) throws(Skip) -> (
        type: String, expression: String
    ) {
        let type = callable.returnType
        let element = try types.mapping(
            TypeRef(name: type.elementName ?? "", cType: type.elementCType))
        let result = EmittedCall.result
        switch element.kind {
        case .number:
            let read = callable.returnTransfer == .none ? "borrowedArray" : "ownedArray"
            return ("[\(element.swiftType)]", "\(read)(\(result), count: \(count))")
        case .string:
            switch callable.returnTransfer {
            case .none:
                return ("[String]", "borrowedStrings(rawPointer(\(result)), count: \(count))")
            case .container:
                return (
                    "[String]",
                    "ownedStrings(rawPointer(\(result)), count: \(count), freeingElements: false)"
                )
            default:
                return (
                    "[String]",
                    "ownedStrings(rawPointer(\(result)), count: \(count), freeingElements: true)"
                )
            }
        default:
            throw Skip(reason: "returned arrays of \(element.swiftType) are not generated yet")
        }
    }
}
