import CGtk

// @unchecked: the pointer is not Sendable, but a GVariant never changes and
// GLib counts its references atomically, so any thread may read or release it.
/// A GLib `GVariant`: an immutable value of a type GLib describes with a
/// ``VariantType`` (a number, a string, an array of strings...), the currency
/// of actions, settings and D-Bus.
///
/// A wrapper owns one strong reference: a floating value a call hands back is
/// sunk when wrapped, so it never stays floating inside Swift, and the
/// reference is given back when the wrapper goes. GVariant never changes
/// and GLib counts its references atomically, so a wrapper may cross
/// threads.
///
/// ```swift
/// let position = Variant(UInt32(42))
/// position.uint32  // 42
/// position.string  // nil: not a string
/// ```
public final class Variant: @unchecked Sendable {
    /// The `GVariant`, never floating.
    let pointer: OpaquePointer

    /// Takes over a reference the caller owns (transfer full); a floating
    /// one is sunk first (`g_variant_take_ref`).
    init(taking pointer: OpaquePointer) {
        self.pointer = g_variant_take_ref(pointer)
    }

    /// Adds a reference of the wrapper's own to a value someone else keeps
    /// (transfer none); a floating one is sunk, as nobody else owns it.
    init(retaining pointer: OpaquePointer) {
        self.pointer = g_variant_ref_sink(pointer)
    }

    deinit { g_variant_unref(pointer) }

    /// The value's pointer with a reference of its own, for a call that
    /// takes one (transfer full); the wrapper keeps the one it holds.
    func retainedPointer() -> OpaquePointer {
        g_variant_ref(pointer)
    }

    /// The value's type, such as `VariantType("u")` for a `UInt32`.
    public var type: VariantType {
        VariantType(copying: g_variant_get_type(pointer))
    }

    /// The value's type string, such as `"u"` or `"as"`.
    public var typeString: String {
        String(cString: g_variant_get_type_string(pointer))
    }

    /// Whether the value is of `type` (or of a definite type it stands for,
    /// when `type` is indefinite such as `"a*"`).
    public func isOfType(_ type: VariantType) -> Bool {
        g_variant_is_of_type(pointer, type.pointer) != 0
    }

    /// The value in GLib's text format (`"uint32 42"` with `annotated`, the
    /// form ``parse(_:type:)`` reads back).
    public func printed(annotated: Bool = true) -> String {
        ownedString(g_variant_print(pointer, annotated ? 1 : 0)) ?? ""
    }
}

extension Variant: Equatable, Hashable, CustomStringConvertible {
    /// Whether both hold the same type and value (`g_variant_equal`).
    public static func == (lhs: Variant, rhs: Variant) -> Bool {
        g_variant_equal(gpointer(lhs.pointer), gpointer(rhs.pointer)) != 0
    }

    /// Hashes the type string and the printed value; equal variants hash alike.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(printed())
    }

    /// The value in GLib's text format, annotated with its type.
    public var description: String { printed() }
}
