import CGtk

// MARK: - Reading Swift values

// GLib's getters stop the program (or log a critical) when the variant holds
// another type: each read checks the type string first and gives nil instead.
extension Variant {
    /// The value when it is of the type `typeString`.
    private func read<Value>(_ typeString: String, _ read: (OpaquePointer) -> Value) -> Value? {
        self.typeString == typeString ? read(pointer) : nil
    }

    /// The boolean, or nil when the value is not a `"b"`.
    public var bool: Bool? { read("b") { g_variant_get_boolean($0) != 0 } }

    /// The byte, or nil when the value is not a `"y"`.
    public var uint8: UInt8? { read("y") { g_variant_get_byte($0) } }

    /// The integer, or nil when the value is not an `"n"`.
    public var int16: Int16? { read("n") { g_variant_get_int16($0) } }

    /// The integer, or nil when the value is not a `"q"`.
    public var uint16: UInt16? { read("q") { g_variant_get_uint16($0) } }

    /// The integer, or nil when the value is not an `"i"`.
    public var int32: Int32? { read("i") { g_variant_get_int32($0) } }

    /// The integer, or nil when the value is not a `"u"`.
    public var uint32: UInt32? { read("u") { g_variant_get_uint32($0) } }

    /// The integer, or nil when the value is not an `"x"`.
    public var int64: Int64? { read("x") { Int64(g_variant_get_int64($0)) } }

    /// The integer, or nil when the value is not a `"t"`.
    public var uint64: UInt64? { read("t") { UInt64(g_variant_get_uint64($0)) } }

    /// The number, or nil when the value is not a `"d"`.
    public var double: Double? { read("d") { g_variant_get_double($0) } }

    /// The string, or nil when the value is not a string, an object path or
    /// a D-Bus type signature (`"s"`, `"o"`, `"g"`).
    public var string: String? {
        guard ["s", "o", "g"].contains(typeString) else { return nil }
        return String(cString: g_variant_get_string(pointer, nil))
    }

    /// The strings, or nil when the value is not an `"as"`.
    public var strings: [String]? {
        read("as") { value in
            var count: gsize = 0
            let array = g_variant_get_strv(value, &count)
            defer { g_free(UnsafeMutableRawPointer(mutating: array)) }
            return (0..<Int(count)).map { String(cString: array![$0]!) }
        }
    }

    /// The value a `"v"` wraps, or nil when the value is not a `"v"`.
    public var boxed: Variant? {
        read("v") { Variant(taking: g_variant_get_variant($0)) }
    }
}
