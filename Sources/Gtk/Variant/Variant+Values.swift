import CGtk

// MARK: - Making variants from Swift values

extension Variant {
    /// A boolean (`"b"`).
    public convenience init(_ value: Bool) {
        self.init(taking: g_variant_new_boolean(value ? 1 : 0))
    }

    /// A byte (`"y"`).
    public convenience init(_ value: UInt8) {
        self.init(taking: g_variant_new_byte(value))
    }

    /// A signed 16-bit integer (`"n"`).
    public convenience init(_ value: Int16) {
        self.init(taking: g_variant_new_int16(value))
    }

    /// An unsigned 16-bit integer (`"q"`).
    public convenience init(_ value: UInt16) {
        self.init(taking: g_variant_new_uint16(value))
    }

    /// A signed 32-bit integer (`"i"`).
    public convenience init(_ value: Int32) {
        self.init(taking: g_variant_new_int32(value))
    }

    /// An unsigned 32-bit integer (`"u"`), the type of a list row's position.
    public convenience init(_ value: UInt32) {
        self.init(taking: g_variant_new_uint32(value))
    }

    /// A signed 64-bit integer (`"x"`).
    public convenience init(_ value: Int64) {
        self.init(taking: g_variant_new_int64(Int(value)))
    }

    /// An unsigned 64-bit integer (`"t"`).
    public convenience init(_ value: UInt64) {
        self.init(taking: g_variant_new_uint64(UInt(value)))
    }

    /// A double-precision number (`"d"`).
    public convenience init(_ value: Double) {
        self.init(taking: g_variant_new_double(value))
    }

    /// A string (`"s"`); a NUL inside `value` ends the string GLib keeps.
    public convenience init(_ value: String) {
        self.init(taking: g_variant_new_string(value))
    }

    /// An array of strings (`"as"`).
    public convenience init(_ values: [String]) {
        let array = StringArray(values)
        let strings = array.pointer?.assumingMemoryBound(to: UnsafePointer<CChar>?.self)
        self.init(taking: g_variant_new_strv(strings, gssize(values.count)))
    }

    /// A value wrapped in a variant (`"v"`), the type of a setting or an
    /// action state whose type varies.
    public convenience init(boxing value: Variant) {
        self.init(taking: g_variant_new_variant(value.pointer))
    }
}
