/// One GIR namespace (such as `Gtk` 4.0) as the generator needs it.
struct Namespace {
    /// The namespace name, such as `Gtk`.
    var name: String
    /// The prefix of its C types, such as `Gtk`.
    var cPrefix: String
    /// The namespace's version, such as `4.0`.
    var version = ""
    /// Classes by GIR name.
    var classes: [String: ClassInfo] = [:]
    /// Interfaces by GIR name.
    var interfaces: [String: ClassInfo] = [:]
    /// Enumerations and bit fields by GIR name.
    var enums: [String: EnumInfo] = [:]
    /// Records (C structs, boxed when they have a GType) by GIR name.
    var records: [String: ClassInfo] = [:]
    /// Callback types by GIR name.
    var callbacks: [String: Callable] = [:]
    /// Every type name the namespace declares (classes, interfaces,
    /// enumerations, records, unions, callbacks, aliases).
    var declaredNames: Set<String> = []
}

/// A GIR class or interface with the members the generator reads.
struct ClassInfo {
    var name: String
    /// The GIR namespace declaring it (`Gtk`, `Gdk`).
    var namespace = ""
    /// Its key in a merged namespace: `name` in the main namespace,
    /// `Gdk.Clipboard` in an included one.
    var qualifiedName = ""
    var cType: String
    var parent: String?
    var isInterface = false
    /// A class of a GLib fundamental type that is not a GObject
    /// (`glib:fundamental`: `GtkExpression`, `GdkEvent` and their subclasses):
    /// its instances are counted with the functions its root class names.
    var isFundamental = false
    /// The root of a fundamental hierarchy's reference functions
    /// (`glib:ref-func`, `glib:unref-func`: `gtk_expression_ref`).
    var refFunction: String?
    var unrefFunction: String?
    /// A `<record>`: a C struct, boxed when `getType` names its GType function.
    /// (A class's `getType` is its GType function too.)
    var isRecord = false
    /// The function returning the type's GType: a record's boxed type
    /// (`gtk_tree_path_get_type`), a class's (`gdk_button_event_get_type`).
    var getType: String?
    /// A record's public fields.
    var fields: [Field] = []
    var implements: [String] = []
    var constructors: [Callable] = []
    var methods: [Callable] = []
    /// Functions in the type's namespace (`pango_attr_list_from_string`).
    var functions: [Callable] = []
    var properties: [Property] = []
    var signals: [Signal] = []
}

/// A field of a record.
struct Field {
    var name: String
    var type: TypeRef
    var isReadable = true
    var isWritable = false
    var isPrivate = false
}

/// A GIR `<type>` or `<array>`.
struct TypeRef: Equatable {
    /// The GIR type name (`gint`, `utf8`, `Widget`, `Gdk.Paintable`); empty for arrays.
    var name: String
    /// The C type, when GIR gives it.
    var cType: String?
    /// True for `<array>`, `<varargs>` and other shapes the generator does not map yet.
    var isArray = false
    /// An array's element type name.
    var elementName: String?
    /// An array that ends at a NULL element (no length parameter, no fixed size).
    var isZeroTerminated = false
    /// The index of an array's length parameter.
    var lengthIndex: Int?
    /// The element's C type, when GIR gives it.
    var elementCType: String?
}

/// Who frees a value after a call (GIR's `transfer-ownership`).
enum Transfer: String {
    case none, full, container, floating
}

/// Which way a parameter passes its value.
enum Direction: String {
    case `in`, out, `inout`
}

/// A parameter of a function or signal.
struct Parameter {
    var name: String
    var type: TypeRef
    var direction: Direction = .in
    var transfer: Transfer = .none
    var isNullable = false
    var callerAllocates = false
    /// A callback's scope (`call`, `async`, `notified`), when the type is a callback.
    var scope: String?
    /// The index of a callback's `user_data` parameter.
    var closureIndex: Int?
    /// The index of a callback's destroy notify parameter.
    var destroyIndex: Int?
}

/// A constructor, method or function.
struct Callable {
    var name: String
    var cIdentifier: String
    var parameters: [Parameter] = []
    var returnType = TypeRef(name: "none")
    var returnTransfer: Transfer = .none
    var returnsNullable = false
    var throwsError = false
    var isIntrospectable = true
    var isDeprecated = false
    var isVariadic = false
    /// The C type of the instance parameter of a method.
    var instanceCType: String?
    /// Who owns the instance after the call (`full`: the call consumes it).
    var instanceTransfer: Transfer = .none
    /// Where GIR says the symbol lives now (`moved-to`): a method listed
    /// under a class it does not belong to (GdkEvent's `_get_angle`).
    var movedTo: String?
}

/// A GObject property.
struct Property {
    var name: String
    var type: TypeRef
    var isReadable = true
    var isWritable = false
    var isConstructOnly = false
    var getter: String?
    var setter: String?
    var isDeprecated = false
}

/// A GObject signal.
struct Signal {
    var name: String
    var parameters: [Parameter] = []
    var returnType = TypeRef(name: "none")
    var returnTransfer: Transfer = .none
    var isAction = false
    var isDeprecated = false
}

/// A GIR enumeration or bit field.
struct EnumInfo {
    var name: String
    /// The GIR namespace declaring it.
    var namespace = ""
    /// Its Swift name: `name`, unless the class list renames it.
    var swiftName = ""
    var cType: String
    var isFlags: Bool
    var members: [Member]
    var isDeprecated = false

    /// One value of an enumeration.
    struct Member {
        var name: String
        var value: Int64
        var cIdentifier: String
    }
}
