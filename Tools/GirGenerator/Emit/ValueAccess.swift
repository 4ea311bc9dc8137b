/// How a generated property without C accessors reads and writes its GValue
/// (`$0` in the expressions), by the property's type.
struct ValueAccess {
    /// Reads the Swift value out of `$0`.
    var read: String
    /// Appended after the read call (`!= 0` for booleans).
    var readSuffix = ""
    /// Stores `newValue` into `$0`.
    var write: String
    /// Strings and objects are optional: GObject properties may hold NULL.
    var isOptional = false

    /// The GValue functions of each numeric type, by GIR name.
    static let numeric: [String: String] = [
        "gint": "int", "gint32": "int", "guint": "uint", "guint32": "uint", "gint64": "int64",
        "guint64": "uint64", "glong": "long", "gulong": "ulong", "gdouble": "double",
        "gfloat": "float", "gint8": "schar", "guint8": "uchar", "gunichar": "uint",
        "GType": "gtype",
    ]

    /// The access for a property of GIR type `girName` mapped as `mapping`.
    init(_ mapping: TypeMapping, girName: String, types: TypeMapper) throws(Skip) {
        switch mapping.kind {
        case .bool:
            read = "g_value_get_boolean($0)"
            readSuffix = " != 0"
            write = "g_value_set_boolean($0, newValue ? 1 : 0)"
        case .number:
            guard let function = ValueAccess.numeric[girName] else {
                throw Skip(reason: "no GValue access for \(girName)")
            }
            read = "g_value_get_\(function)($0)"
            write = "g_value_set_\(function)($0, newValue)"
        case .string:
            read = "borrowedString(g_value_get_string($0))"
            write = "g_value_set_string($0, newValue)"
            isOptional = true
        case .enumeration(let info):
            let function = info.isFlags ? "flags" : "enum"
            read =
                "\(mapping.swiftType)(cValue: \(info.cType)(rawValue: .init(truncatingIfNeeded: g_value_get_\(function)($0))))"
            write =
                "g_value_set_\(function)($0, .init(truncatingIfNeeded: newValue.cValue.rawValue))"
        case .object:
            read = try types.result(
                "g_value_get_object($0)", mapping, nullable: true, transfer: .none)
            write = "g_value_set_object($0, newValue?.pointer)"
            isOptional = true
        case .record(let record):
            read = "rawPointer(g_value_get_boxed($0)).map { \(record.swiftName)(copying: $0) }"
            write = "g_value_set_boxed($0, newValue?.pointer)"
            isOptional = true
        case .value:
            read = "rawPointer(g_value_get_boxed($0)).map { TypedValue(copying: $0) }"
            write = "g_value_set_boxed($0, newValue?.pointer)"
            isOptional = true
        case .variant:
            read = "g_value_get_variant($0).map { Variant(retaining: $0) }"
            write = "g_value_set_variant($0, newValue?.pointer)"
            isOptional = true
        case .variantType:
            read = "g_value_get_boxed($0).map { VariantType(copying: OpaquePointer($0)) }"
            write = "g_value_set_boxed($0, newValue.map { UnsafeRawPointer($0.pointer) })"
            isOptional = true
        case .fundamental:
            throw Skip(reason: "a GValue holding a \(mapping.swiftType) is not generated yet")
        case .void, .strings, .list, .cairoContext:
            throw Skip(reason: "no GValue access for \(mapping.swiftType)")
        }
    }
}
