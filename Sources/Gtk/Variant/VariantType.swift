import CGtk

// @unchecked: the pointer is not Sendable, but the wrapper owns a type that
// never changes, freed once in deinit.
/// A GLib `GVariantType`: the type of a ``Variant``, written as GLib's type
/// string (`"u"` for an unsigned 32-bit integer, `"as"` for an array of
/// strings, `"(si)"` for a pair).
///
/// A wrapper owns its own copy, freed when it goes; the type never changes,
/// so it may cross threads.
///
/// ```swift
/// let action = SimpleAction(name: "scroll", parameterType: VariantType("u"))
/// ```
public final class VariantType: @unchecked Sendable {
    /// The `GVariantType`, owned by the wrapper.
    let pointer: OpaquePointer

    /// Takes over a type the caller owns (transfer full).
    init(adopting pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// Copies a type someone else keeps (transfer none).
    convenience init(copying pointer: OpaquePointer) {
        self.init(adopting: g_variant_type_copy(pointer))
    }

    deinit { g_variant_type_free(pointer) }

    /// A copy of the type, for a call that takes one (transfer full).
    func copiedPointer() -> OpaquePointer {
        g_variant_type_copy(pointer)
    }

    /// The type the type string `string` describes; stops the program when
    /// `string` is not a valid type string (write ``init(validating:)`` for
    /// strings an app did not write itself).
    public convenience init(_ string: String) {
        guard let type = VariantType(validating: string) else {
            preconditionFailure("\"\(string)\" is not a GVariant type string")
        }
        self.init(adopting: g_variant_type_copy(type.pointer))
    }

    /// The type `string` describes, or nil when it is not a valid type string.
    public init?(validating string: String) {
        guard g_variant_type_string_is_valid(string) != 0 else { return nil }
        pointer = g_variant_type_new(string)
    }

    /// The type string, such as `"u"` or `"as"`.
    public var string: String {
        ownedString(g_variant_type_dup_string(pointer)) ?? ""
    }

    /// Whether a value of this type is also of `type` (`"u"` is a subtype of
    /// `"*"`, every type of itself).
    public func isSubtype(of type: VariantType) -> Bool {
        g_variant_type_is_subtype_of(pointer, type.pointer) != 0
    }
}

extension VariantType: Equatable, Hashable, CustomStringConvertible {
    /// Whether both are the same type.
    public static func == (lhs: VariantType, rhs: VariantType) -> Bool {
        g_variant_type_equal(gconstpointer(lhs.pointer), gconstpointer(rhs.pointer)) != 0
    }

    /// Hashes the type string.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(string)
    }

    /// The type string.
    public var description: String { string }
}
