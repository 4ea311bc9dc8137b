/// How values of one GIR type cross between C and Swift.
struct TypeMapping {
    /// The Swift type, without optionality.
    var swiftType: String
    /// What kind of value it is.
    var kind: Kind

    /// The kinds of value the generator maps.
    indirect enum Kind {
        case void
        case bool
        case number
        case string
        /// A NULL-terminated array of strings (`char **`).
        case strings
        case enumeration(EnumInfo)
        case object(ObjectType)
        /// A `GValue`, copied into a hand-written `TypedValue`.
        case value
        /// A boxed record, owned by a generated subclass of `Boxed`.
        case record(RecordType)
        /// An instance of a fundamental type that is not a GObject
        /// (`GtkExpression`, `GdkEvent`), owned by a generated subclass of
        /// the hand-written `Fundamental`.
        case fundamental(FundamentalType)
        /// A `GList` or `GSList` of objects, records or strings: a Swift array.
        case list(ListType)
        /// A `cairo_t`, the hand-written `Cairo.Context`; one GTK passes to a
        /// callback is lent for the call only.
        case cairoContext
        /// A `GVariant`, the hand-written `Variant`: a wrapper holds one
        /// strong reference (a floating value is sunk when wrapped).
        case variant
        /// A `GVariantType`, the hand-written `VariantType`: a wrapper owns a copy.
        case variantType
    }

    /// A GLib linked list that generated code reads into (or builds from) a Swift array.
    struct ListType {
        /// A `GSList` (singly linked) rather than a `GList`.
        var isSingly: Bool
        /// The mapping of its elements.
        var element: TypeMapping

        /// The C list type, `GList` or `GSList`.
        var cType: String { isSingly ? "GSList" : "GList" }
    }

    /// A class of a fundamental type that generated code can name in Swift.
    struct FundamentalType {
        var swiftName: String
    }

    /// A boxed record that generated code can name in Swift.
    struct RecordType {
        var swiftName: String
        /// The C struct (`GtkTextIter`).
        var cType: String
        /// Whether GIR declares its fields: such a struct imports into Swift
        /// as itself (`UnsafeMutablePointer<GtkTextIter>`), an opaque one as
        /// `OpaquePointer`.
        var hasFields: Bool

        /// The Swift type of a C pointer to the record.
        var pointerType: String {
            hasFields ? "UnsafeMutablePointer<\(cType)>" : "OpaquePointer"
        }
    }

    /// A class that generated code can name in Swift.
    struct ObjectType {
        var swiftName: String
        /// Derives from `GtkWidget` (wrapped through the widget wrapper registry).
        var isWidget: Bool
        /// Whether a pointer can be wrapped in it (`init(sinking:)` is reachable).
        var isWrappable: Bool
        /// The class a returned pointer is wrapped in: the class itself, or
        /// `AnyP` for the protocol `P` of an interface.
        var wrapperName = ""
        /// Whether wrappers count in `LiveObjects` (see `ClassList.untracked`).
        var isTracked = true
    }

    /// Whether the value is a string array.
    var isStrings: Bool {
        if case .strings = kind { return true }
        return false
    }

    /// Whether the value is a `GVariant`.
    var isVariant: Bool { kind.isVariant }

    /// Whether the value is a `gboolean`.
    var isBool: Bool {
        if case .bool = kind { return true }
        return false
    }

    /// Whether the value is a `GList` or `GSList`.
    var isList: Bool {
        if case .list = kind { return true }
        return false
    }

    /// The type written in a signature: optional when `nullable`.
    func written(nullable: Bool) -> String {
        guard nullable else { return swiftType }
        return swiftType.hasPrefix("any ") ? "(\(swiftType))?" : "\(swiftType)?"
    }
}

/// Why a symbol is not generated; the coverage report lists it.
struct Skip: Error, Equatable {
    var reason: String
}

/// The numeric GIR types, with their exact Swift spelling on 64-bit Linux
/// (`gint64` is `long` there, so `Int`).
let numericTypes: [String: String] = [
    "gint": "Int32", "guint": "UInt32", "gint8": "Int8", "guint8": "UInt8",
    "gint16": "Int16", "guint16": "UInt16", "gint32": "Int32", "guint32": "UInt32",
    "gint64": "Int", "guint64": "UInt", "glong": "Int", "gulong": "UInt",
    "gsize": "UInt", "gssize": "Int", "goffset": "Int", "gdouble": "Double",
    "gfloat": "Float", "gunichar": "UInt32", "gshort": "Int16", "gushort": "UInt16",
    "guchar": "UInt8", "GType": "UInt",
]

extension TypeMapping.Kind {
    /// Whether the kind is `.variant`.
    var isVariant: Bool {
        if case .variant = self { return true }
        return false
    }
}
