import CGtk

/// A Swift type whose values an ``Expression`` computes or holds: strings,
/// booleans and numbers, each stored as a `GValue` of its GType.
///
/// ``ClosureExpression/init(_:)`` computes values of such a type,
/// ``ConstantExpression/init(_:)`` holds one, and
/// ``Expression/evaluate(as:for:)`` and ``TypedValue/value(as:)`` read one
/// back. A type of an app's own conforms by going through one of these, as
/// an enumeration through its raw value:
///
/// ```swift
/// extension Priority: ExpressionValue {
///     static var expressionValueType: UInt { Int.expressionValueType }
///     func store(in slot: ExpressionValueSlot) { rawValue.store(in: slot) }
///     init?(reading slot: ExpressionValueSlot) {
///         guard let raw = Int(reading: slot) else { return nil }
///         self.init(rawValue: raw)
///     }
/// }
/// ```
public protocol ExpressionValue {
    /// The GType of the values (`G_TYPE_STRING` for `String`).
    static var expressionValueType: UInt { get }

    /// Stores the value in `slot`, a `GValue` of ``expressionValueType``.
    func store(in slot: ExpressionValueSlot)

    /// The value `slot` holds; nil when it holds none of this type.
    init?(reading slot: ExpressionValueSlot)
}

/// A `GValue` lent to an ``ExpressionValue`` to store itself in or to be
/// read from; valid only during that call.
public struct ExpressionValueSlot {
    /// The value.
    let value: UnsafeMutablePointer<GValue>

    /// Whether the value is initialized with `type` or a type derived from it.
    func holds(_ type: GType) -> Bool {
        g_type_check_value_holds(value, type) != 0
    }
}

/// The GTypes of the fundamental value types, looked up by GLib's names.
///
/// The `G_TYPE_STRING`... macros do not import into Swift.
enum ValueTypes {
    static let string = g_type_from_name("gchararray")
    static let boolean = g_type_from_name("gboolean")
    static let int32 = g_type_from_name("gint")
    static let uint32 = g_type_from_name("guint")
    static let int64 = g_type_from_name("gint64")
    static let uint64 = g_type_from_name("guint64")
    static let float = g_type_from_name("gfloat")
    static let double = g_type_from_name("gdouble")
    static let object = g_type_from_name("GObject")
}

extension String: ExpressionValue {
    /// `G_TYPE_STRING`.
    public static var expressionValueType: UInt { ValueTypes.string }

    /// Stores a copy of the string (`g_value_set_string`).
    public func store(in slot: ExpressionValueSlot) {
        g_value_set_string(slot.value, self)
    }

    /// The string, nil for a NULL one or a value of another type.
    public init?(reading slot: ExpressionValueSlot) {
        guard slot.holds(ValueTypes.string), let text = g_value_get_string(slot.value) else {
            return nil
        }
        self.init(cString: text)
    }
}

extension Bool: ExpressionValue {
    /// `G_TYPE_BOOLEAN`.
    public static var expressionValueType: UInt { ValueTypes.boolean }

    /// Stores the boolean (`g_value_set_boolean`).
    public func store(in slot: ExpressionValueSlot) {
        g_value_set_boolean(slot.value, self ? 1 : 0)
    }

    /// The boolean, nil for a value of another type.
    public init?(reading slot: ExpressionValueSlot) {
        guard slot.holds(ValueTypes.boolean) else { return nil }
        self = g_value_get_boolean(slot.value) != 0
    }
}

extension Int32: ExpressionValue {
    /// `G_TYPE_INT`.
    public static var expressionValueType: UInt { ValueTypes.int32 }

    /// Stores the number (`g_value_set_int`).
    public func store(in slot: ExpressionValueSlot) {
        g_value_set_int(slot.value, self)
    }

    /// The number, nil for a value of another type.
    public init?(reading slot: ExpressionValueSlot) {
        guard slot.holds(ValueTypes.int32) else { return nil }
        self = g_value_get_int(slot.value)
    }
}

extension UInt32: ExpressionValue {
    /// `G_TYPE_UINT`.
    public static var expressionValueType: UInt { ValueTypes.uint32 }

    /// Stores the number (`g_value_set_uint`).
    public func store(in slot: ExpressionValueSlot) {
        g_value_set_uint(slot.value, self)
    }

    /// The number, nil for a value of another type.
    public init?(reading slot: ExpressionValueSlot) {
        guard slot.holds(ValueTypes.uint32) else { return nil }
        self = g_value_get_uint(slot.value)
    }
}

extension Int: ExpressionValue {
    /// `G_TYPE_INT64`.
    public static var expressionValueType: UInt { ValueTypes.int64 }

    /// Stores the number (`g_value_set_int64`).
    public func store(in slot: ExpressionValueSlot) {
        g_value_set_int64(slot.value, gint64(self))
    }

    /// The number, nil for a value of another type.
    public init?(reading slot: ExpressionValueSlot) {
        guard slot.holds(ValueTypes.int64) else { return nil }
        self = Int(g_value_get_int64(slot.value))
    }
}

extension UInt: ExpressionValue {
    /// `G_TYPE_UINT64`.
    public static var expressionValueType: UInt { ValueTypes.uint64 }

    /// Stores the number (`g_value_set_uint64`).
    public func store(in slot: ExpressionValueSlot) {
        g_value_set_uint64(slot.value, guint64(self))
    }

    /// The number, nil for a value of another type.
    public init?(reading slot: ExpressionValueSlot) {
        guard slot.holds(ValueTypes.uint64) else { return nil }
        self = UInt(g_value_get_uint64(slot.value))
    }
}

extension Float: ExpressionValue {
    /// `G_TYPE_FLOAT`.
    public static var expressionValueType: UInt { ValueTypes.float }

    /// Stores the number (`g_value_set_float`).
    public func store(in slot: ExpressionValueSlot) {
        g_value_set_float(slot.value, self)
    }

    /// The number, nil for a value of another type.
    public init?(reading slot: ExpressionValueSlot) {
        guard slot.holds(ValueTypes.float) else { return nil }
        self = g_value_get_float(slot.value)
    }
}

extension Double: ExpressionValue {
    /// `G_TYPE_DOUBLE`.
    public static var expressionValueType: UInt { ValueTypes.double }

    /// Stores the number (`g_value_set_double`).
    public func store(in slot: ExpressionValueSlot) {
        g_value_set_double(slot.value, self)
    }

    /// The number, nil for a value of another type.
    public init?(reading slot: ExpressionValueSlot) {
        guard slot.holds(ValueTypes.double) else { return nil }
        self = g_value_get_double(slot.value)
    }
}
