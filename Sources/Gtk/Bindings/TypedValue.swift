import CGtk

/// A `GValue` owned from Swift: a value with its GType, as a drop target
/// receives it and a clipboard or content provider holds it.
///
/// Generated code copies every `GValue` GTK passes (transfer none) into a new
/// `TypedValue`, so one stays valid after the call or signal that gave it.
@MainActor
public final class TypedValue {
    /// The value, in memory of its own.
    let pointer: UnsafeMutablePointer<GValue>

    /// An empty value, for a call that initializes it (`gtk_expression_evaluate`).
    init() {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: GValue())
    }

    /// A copy of the `GValue` at `raw`.
    convenience init(copying raw: gpointer) {
        let source = raw.assumingMemoryBound(to: GValue.self)
        self.init()
        g_value_init(pointer, source.pointee.g_type)
        g_value_copy(source, pointer)
    }

    /// A string value (GType `gchararray`).
    public convenience init(_ string: String) {
        self.init()
        g_value_init(pointer, g_type_from_name("gchararray"))
        g_value_set_string(pointer, string)
    }

    isolated deinit {
        // A value a call left empty has no type to unset.
        if pointer.pointee.g_type != 0 { g_value_unset(pointer) }
        pointer.deallocate()
    }

    /// The GType of strings (`G_TYPE_STRING`), for a ``DropTarget`` or
    /// ``Clipboard/readValue(type:ioPriority:)``.
    public static var stringType: UInt { g_type_from_name("gchararray") }

    /// The GType of files (`G_TYPE_FILE`), for a ``DropTarget`` of files.
    public static var fileType: UInt { g_file_get_type() }

    /// The name of the value's GType, such as `gchararray` or `GFile`.
    public var typeName: String {
        String(cString: g_type_name(pointer.pointee.g_type))
    }

    /// The string, when the value holds one.
    public var string: String? {
        guard g_type_check_value_holds(pointer, g_type_from_name("gchararray")) != 0 else {
            return nil
        }
        return g_value_get_string(pointer).map { String(cString: $0) }
    }

    /// The value as a `Value` (a string, a boolean, a number), when it
    /// holds one of that type.
    public func value<Value: ExpressionValue>(as type: Value.Type) -> Value? {
        Value(reading: ExpressionValueSlot(value: pointer))
    }

    /// The object, when the value holds one of class `type`: ``Object`` or
    /// a generated class that is not a widget (another stops the program).
    public func object<Item: Object>(as type: Item.Type) -> Item? {
        guard g_type_check_value_holds(pointer, ValueTypes.object) != 0,
            let object = g_value_get_object(pointer)
        else { return nil }
        return itemWrapper(type)(object)
    }

    /// The local path of the file, when the value holds a `GFile` that has one.
    public var filePath: String? {
        guard g_type_check_value_holds(pointer, g_file_get_type()) != 0,
            let file = g_value_get_object(pointer)
        else { return nil }
        return ownedString(g_file_get_path(OpaquePointer(file)))
    }
}
