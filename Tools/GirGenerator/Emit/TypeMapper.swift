/// Maps GIR types to Swift for one namespace, given the class list; records
/// which enumerations the generated code uses.
final class TypeMapper {
    let namespace: Namespace
    let classList: ClassList
    /// Interfaces generated as protocols; parameters of these types take `any P`.
    var interfaces: Set<String> = []
    /// Enumerations and bit fields used by generated members, by GIR name.
    private(set) var usedEnums: [String: EnumInfo] = [:]

    init(namespace: Namespace, classList: ClassList) {
        self.namespace = namespace
        self.classList = classList
    }

    /// The mapping of `type`, or why it has none.
    func mapping(_ type: TypeRef) throws(Skip) -> TypeMapping {
        if type.isArray {
            guard type.isZeroTerminated, type.elementName == "utf8" else {
                throw Skip(
                    reason: "arrays other than NULL-terminated strings are not generated yet")
            }
            return TypeMapping(swiftType: "[String]", kind: .strings)
        }
        let name = type.name
        switch name {
        case "none": return TypeMapping(swiftType: "Void", kind: .void)
        // C's own `bool` (Graphene's) reaches Swift as Bool: passed as it is.
        case "gboolean" where type.cType == "bool" || type.cType == "_Bool":
            return TypeMapping(swiftType: "Bool", kind: .number)
        case "gboolean": return TypeMapping(swiftType: "Bool", kind: .bool)
        case "utf8", "filename": return TypeMapping(swiftType: "String", kind: .string)
        case "GObject.Value": return TypeMapping(swiftType: "TypedValue", kind: .value)
        case "GLib.List", "GLib.SList": return try listMapping(type)
        case "cairo.Context": return TypeMapping(swiftType: "Cairo.Context", kind: .cairoContext)
        case "GLib.Variant": return TypeMapping(swiftType: "Variant", kind: .variant)
        case "GLib.VariantType": return TypeMapping(swiftType: "VariantType", kind: .variantType)
        default: break
        }
        if let swift = numericTypes[name] { return TypeMapping(swiftType: swift, kind: .number) }
        if let info = namespace.enums[name] {
            if info.isDeprecated { throw Skip(reason: "\(name) is deprecated") }
            var info = info
            info.swiftName = classList.renamed[name] ?? info.name
            if !classList.handWrittenEnums.contains(name) { usedEnums[name] = info }
            return TypeMapping(swiftType: info.swiftName, kind: .enumeration(info))
        }
        if let fundamental = fundamentalType(name) {
            return TypeMapping(swiftType: fundamental.swiftName, kind: .fundamental(fundamental))
        }
        if let object = objectType(name) {
            return TypeMapping(swiftType: object.swiftName, kind: .object(object))
        }
        if let record = recordType(name) {
            return TypeMapping(swiftType: record.swiftName, kind: .record(record))
        }
        if name.isEmpty { throw Skip(reason: "a type GIR does not name (private to GTK)") }
        throw Skip(reason: "type \(name) is not generated")
    }

    /// A `GLib.List` or `GLib.SList` of objects, records or strings, as a Swift array.
    private func listMapping(_ type: TypeRef) throws(Skip) -> TypeMapping {
        let element: TypeMapping
        do throws(Skip) {
            element = try mapping(TypeRef(name: type.elementName ?? "", cType: type.elementCType))
        } catch {
            throw Skip(reason: "\(type.name) elements: \(error.reason)")
        }
        switch element.kind {
        case .object, .record, .string: break
        default: throw Skip(reason: "lists of \(element.swiftType) are not generated yet")
        }
        return TypeMapping(
            swiftType: "[\(element.swiftType)]",
            kind: .list(.init(isSingly: type.name == "GLib.SList", element: element)))
    }

    /// The Swift class for the GIR class `name`, if it is generated or hand-written.
    func objectType(_ name: String) -> TypeMapping.ObjectType? {
        if let hand = classList.handWritten[name] {
            return TypeMapping.ObjectType(
                swiftName: hand.swiftName, isWidget: isWidget(name),
                isWrappable: hand.isWrappable, wrapperName: hand.swiftName)
        }
        if interfaces.contains(name) {
            let swiftName = classList.swiftName(name)
            return TypeMapping.ObjectType(
                swiftName: "any \(swiftName)", isWidget: false, isWrappable: true,
                wrapperName: "Any\(swiftName)")
        }
        if classList.generated.contains(name), let info = namespace.classes[name],
            !info.isFundamental
        {
            return TypeMapping.ObjectType(
                swiftName: classList.swiftName(name), isWidget: isWidget(name),
                isWrappable: true, wrapperName: classList.swiftName(name),
                isTracked: !classList.untracked.contains(name))
        }
        return nil
    }

    /// The Swift class for the fundamental GIR class `name` (`Expression`,
    /// `Gdk.ButtonEvent`), if it is generated and its hierarchy's root names
    /// its reference functions.
    func fundamentalType(_ name: String) -> TypeMapping.FundamentalType? {
        guard classList.generated.contains(name), let info = namespace.classes[name],
            info.isFundamental, fundamentalRoot(name) != nil
        else { return nil }
        return TypeMapping.FundamentalType(swiftName: classList.swiftName(name))
    }

    /// The root of the fundamental class `name`'s hierarchy (itself for a
    /// root), if the root names its reference functions and every class from
    /// `name` up to it is generated.
    func fundamentalRoot(_ name: String) -> ClassInfo? {
        var current = name
        while let info = namespace.classes[current], info.isFundamental,
            classList.generated.contains(current)
        {
            guard let parent = info.parent else {
                guard info.refFunction != nil, info.unrefFunction != nil,
                    classList.fundamentalBase != nil
                else { return nil }
                return info
            }
            current = parent
        }
        return nil
    }

    /// The generated classes of the fundamental hierarchy under `root`, with
    /// the functions returning their GTypes, in class-list order.
    func fundamentalClasses(under root: String) -> [(swiftName: String, getType: String)] {
        classList.generated.compactMap { name in
            guard let info = namespace.classes[name], info.isFundamental,
                let getType = info.getType, fundamentalRoot(name)?.qualifiedName == root
            else { return nil }
            return (classList.swiftName(name), getType)
        }
    }

    /// The Swift class for the GIR record `name`, if it is generated.
    func recordType(_ name: String) -> TypeMapping.RecordType? {
        guard classList.generated.contains(name), let info = namespace.records[name],
            info.getType != nil
        else { return nil }
        return TypeMapping.RecordType(
            swiftName: classList.swiftName(name), cType: info.cType, hasFields: !info.fields.isEmpty
        )
    }

    /// Whether the class `name` is `Widget` or derives from it.
    func isWidget(_ name: String) -> Bool {
        var current: String? = name
        while let ancestor = current {
            if ancestor == "Widget" { return true }
            current = namespace.classes[ancestor]?.parent
        }
        return false
    }

    /// The ancestors of `name` up to the first one outside the namespace, nearest first.
    func ancestors(_ name: String) -> [String] {
        var result: [String] = []
        var current = namespace.classes[name]?.parent
        while let ancestor = current {
            result.append(ancestor)
            current = namespace.classes[ancestor]?.parent
        }
        return result
    }

    // MARK: - Expressions

    /// The C argument for the Swift value `value` of an in parameter.
    func argument(_ value: String, _ mapping: TypeMapping, nullable: Bool, transfer: Transfer)
        throws(Skip) -> String
    {
        // Given with transfer full, the callee frees the string: a copy of its own.
        if transfer != .none, case .string = mapping.kind { return "g_strdup(\(value))" }
        switch mapping.kind {
        case .void: throw Skip(reason: "a void parameter")
        case .bool: return "\(value) ? 1 : 0"
        case .number, .string: return value
        case .strings: throw Skip(reason: "a string array is passed by the call emitter")
        case .list: throw Skip(reason: "a list is passed by the call emitter")
        case .cairoContext:
            if transfer != .none { throw Skip(reason: "a cairo context given with transfer full") }
            return nullable ? "\(value)?.pointer" : "\(value).pointer"
        case .enumeration: return "\(value).cValue"
        case .variant, .variantType:
            // Given with transfer full, the callee owns a reference (a copy)
            // of its own: the wrapper keeps the one it holds.
            let member: String
            if transfer == .none {
                member = "pointer"
            } else {
                member = mapping.kind.isVariant ? "retainedPointer()" : "copiedPointer()"
            }
            return nullable ? "\(value)?.\(member)" : "\(value).\(member)"
        case .value:
            if transfer != .none { throw Skip(reason: "a GValue given with transfer full") }
            return nullable ? "\(value)?.pointer" : "\(value).pointer"
        case .object:
            // Given with transfer full, the callee takes a reference of its
            // own: the wrapper keeps the one it holds.
            if transfer != .none {
                return nullable
                    ? "castOptional(\(value).map { g_object_ref($0.pointer) })"
                    : "cast(g_object_ref(\(value).pointer)!)"
            }
            return nullable ? "castOptional(\(value)?.pointer)" : "cast(\(value).pointer)"
        case .record:
            // Given with transfer full, the callee owns a copy of its own.
            let member = transfer == .none ? "pointer" : "copiedPointer()"
            return nullable ? "castOptional(\(value)?.\(member))" : "cast(\(value).\(member))"
        case .fundamental:
            // Given with transfer full, the callee takes a reference of its
            // own (the type's ref function): the wrapper keeps the one it holds.
            let member = transfer == .none ? "pointer" : "retainedPointer()"
            return nullable ? "castOptional(\(value)?.\(member))" : "cast(\(value).\(member))"
        }
    }

    /// The Swift value of the C value `value` a call returned (or a signal passed).
    func result(_ value: String, _ mapping: TypeMapping, nullable: Bool, transfer: Transfer)
        throws(Skip) -> String
    {
        switch mapping.kind {
        case .void: return value
        case .bool: return "\(value) != 0"
        case .number: return value
        case .string:
            let read =
                transfer == .none ? "borrowedString(\(value))" : "ownedString(\(value))"
            return nullable ? read : "\(read) ?? \"\""
        case .enumeration: return "\(mapping.swiftType)(cValue: \(value))"
        case .value:
            // Copied, whoever owns the GValue: a copy is the caller's to keep.
            if transfer != .none { throw Skip(reason: "a GValue returned with transfer full") }
            let wrapped = "rawPointer(\(value)).map { TypedValue(copying: $0) }"
            return nullable ? wrapped : "\(wrapped)!"
        case .strings:
            let read =
                transfer == .none
                ? "borrowedStrings(rawPointer(\(value)))" : "ownedStrings(rawPointer(\(value)))"
            if transfer == .container {
                throw Skip(reason: "string arrays returned with transfer container")
            }
            return nullable ? read : "\(read) ?? []"
        case .object(let object):
            guard object.isWrappable else {
                throw Skip(
                    reason:
                        "\(object.swiftName) cannot wrap a pointer (hand-written or an interface)")
            }
            let wrapped: String
            if object.isWidget {
                let wrap = transfer == .full ? "wrapOwnedWidget" : "wrapWidget"
                wrapped =
                    "\(wrap)(rawPointer(\(value))) { \(object.wrapperName)(sinking: $0) }"
            } else {
                let initializer = transfer == .none ? "sinking" : "adopting"
                let tracked = object.isTracked ? "" : ", tracked: false"
                wrapped =
                    "rawPointer(\(value)).map { \(object.wrapperName)(\(initializer): $0\(tracked)) }"
            }
            return nullable ? wrapped : "\(wrapped)!"
        case .record(let record):
            // A record GTK keeps is copied; one the caller owns is adopted.
            let initializer = transfer == .none ? "copying" : "adopting"
            let wrapped = "rawPointer(\(value)).map { \(record.swiftName)(\(initializer): $0) }"
            return nullable ? wrapped : "\(wrapped)!"
        case .fundamental(let fundamental):
            // One GTK keeps gets a reference of the wrapper's own; one the
            // caller owns is taken over. Wrapped in the class of its GType.
            let initializer = transfer == .none ? "retaining" : "adopting"
            let wrapped =
                "rawPointer(\(value)).map { \(fundamental.swiftName).wrapper(\(initializer): $0) }"
            return nullable ? wrapped : "\(wrapped)!"
        case .variant:
            // One GTK keeps gets a reference of the wrapper's own, one the
            // caller owns is taken over; a floating one is sunk either way.
            let initializer = transfer == .none ? "retaining" : "taking"
            let wrapped = "\(value).map { Variant(\(initializer): $0) }"
            return nullable ? wrapped : "\(wrapped)!"
        case .variantType:
            let initializer = transfer == .none ? "copying" : "adopting"
            let wrapped = "\(value).map { VariantType(\(initializer): $0) }"
            return nullable ? wrapped : "\(wrapped)!"
        case .cairoContext:
            // A wrapper of its own reference, kept as long as the wrapper
            // (one lent to a callback is the trampoline's business).
            let wrapped = "\(value).map { Cairo.Context(referencing: $0) }"
            if transfer == .full {
                throw Skip(reason: "a cairo context returned with transfer full")
            }
            return nullable ? wrapped : "\(wrapped)!"
        case .list(let list):
            // Transfer container or full: the caller frees the list; full: the
            // elements are the caller's too, each taken over by its Swift value.
            var element = "element"
            if case .string = list.element.kind {
                element = "element?.assumingMemoryBound(to: CChar.self)"
            }
            let read = try result(
                element, list.element, nullable: true, transfer: transfer == .full ? .full : .none)
            return
                "listElements(\(value), freeingList: \(transfer != .none)) { element in \(read) }"
        }
    }

    /// The Swift type of a signal's C argument in a `@convention(c)` trampoline.
    func signalCType(_ mapping: TypeMapping) throws(Skip) -> String {
        switch mapping.kind {
        case .void: throw Skip(reason: "a void parameter")
        case .bool: return "gboolean"
        case .number: return mapping.swiftType
        case .string: return "UnsafePointer<CChar>?"
        case .strings: throw Skip(reason: "string array signal arguments are not generated yet")
        case .list:
            throw Skip(reason: "list arguments of signals and callbacks are not generated yet")
        case .enumeration(let info): return info.cType
        case .object, .value, .record, .fundamental: return "gpointer?"
        case .cairoContext, .variant, .variantType: return "OpaquePointer?"
        }
    }
}
