import CGtk

// GLib stops the process (or logs a critical) when a key is not in the
// schema, or a value is not of the key's type or outside its range: each
// member here checks first, reading nil or refusing to write instead.
@MainActor
extension GioSettings {
    /// The schema's description of `key`, or nil when the schema has no such key.
    private func schemaKey(_ key: String) -> SettingsSchemaKey? {
        guard let schema = settingsSchema, schema.hasKey(name: key) else { return nil }
        return schema.key(name: key)
    }

    /// The GVariant type string of `key`'s values (`"b"`, `"i"`, `"s"`...),
    /// or nil when the schema has no such key.
    public func typeString(ofKey key: String) -> String? {
        schemaKey(key)?.valueType()?.string
    }

    /// The value of `key`, or nil when the schema has no such key.
    public func value(key: String) -> Variant? {
        guard schemaKey(key) != nil else { return nil }
        return g_settings_get_value(cast(pointer), key).map { Variant(taking: $0) }
    }

    /// Stores `value` for `key`; false (and nothing stored) when the schema
    /// has no such key, `value` is of another type or outside the key's
    /// range, or the key is not writable.
    @discardableResult
    public func setValue(key: String, value: Variant) -> Bool {
        guard let schemaKey = schemaKey(key), schemaKey.valueType()?.string == value.typeString,
            schemaKey.rangeCheck(value: value)
        else { return false }
        return g_settings_set_value(cast(pointer), key, value.pointer) != 0
    }

    /// The boolean of `key`, or nil when there is no such key or it is not a `"b"`.
    public func boolean(key: String) -> Bool? { value(key: key)?.bool }

    /// The integer of `key`, or nil when there is no such key or it is not an `"i"`.
    public func int(key: String) -> Int32? { value(key: key)?.int32 }

    /// The number of `key`, or nil when there is no such key or it is not a `"d"`.
    public func double(key: String) -> Double? { value(key: key)?.double }

    /// The string of `key`, or nil when there is no such key or it is not an `"s"`.
    public func string(key: String) -> String? { value(key: key)?.string }

    /// The strings of `key`, or nil when there is no such key or it is not an `"as"`.
    public func strv(key: String) -> [String]? { value(key: key)?.strings }

    /// Stores `value` for the `"as"` key `key`; false when refused (see ``setValue(key:value:)``).
    @discardableResult
    public func setStrv(key: String, value: [String]) -> Bool {
        setValue(key: key, value: Variant(value))
    }

    /// Stores `value` for the `"b"` key `key`; false when refused (see ``setValue(key:value:)``).
    @discardableResult
    public func setBoolean(key: String, value: Bool) -> Bool {
        setValue(key: key, value: Variant(value))
    }

    /// Stores `value` for the `"i"` key `key`; false when refused (see ``setValue(key:value:)``).
    @discardableResult
    public func setInt(key: String, value: Int32) -> Bool {
        setValue(key: key, value: Variant(value))
    }

    /// Stores `value` for the `"d"` key `key`; false when refused (see ``setValue(key:value:)``).
    @discardableResult
    public func setDouble(key: String, value: Double) -> Bool {
        setValue(key: key, value: Variant(value))
    }

    /// Stores `value` for the `"s"` key `key`; false when refused (see ``setValue(key:value:)``).
    @discardableResult
    public func setString(key: String, value: String) -> Bool {
        setValue(key: key, value: Variant(value))
    }

    /// Calls `handler` after each change of `key` (the `changed::key`
    /// signal); a later call for the same key swaps it.
    @discardableResult
    public func onChanged(key: String, _ handler: @escaping @MainActor () -> Void)
        -> SignalConnection<@MainActor () -> Void>
    {
        connection(
            "changed::\(key)", callback: unsafeBitCast(keyChanged, to: GCallback.self),
            handler: handler)
    }
}

/// The C handler of `GSettings::changed::key`: calls the Swift handler in its box.
private let keyChanged: @convention(c) (gpointer?, UnsafePointer<CChar>?, gpointer?) -> Void = {
    _, _, data in
    guard let data else { return }
    let box = ClosureBox<@MainActor () -> Void>.from(data)
    MainActor.assumeIsolated { box.body() }
}
