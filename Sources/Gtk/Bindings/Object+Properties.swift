import CGtk

// Generated properties without C accessors go through GObject's property
// system: a GValue of the property's own type, filled by
// g_object_get_property or read by g_object_set_property.

extension Object {
    /// Reads the GObject property `name` with `read`, which gets a GValue that
    /// holds it and must copy out what it needs (the value is unset after).
    func propertyValue<Result>(
        _ name: String, _ read: (UnsafeMutablePointer<GValue>) -> Result
    ) -> Result {
        var value = GValue()
        initialize(&value, forProperty: name)
        g_object_get_property(gtkhooks_object(pointer), name, &value)
        defer { g_value_unset(&value) }
        return read(&value)
    }

    /// Sets the GObject property `name` to the GValue `write` fills.
    func setPropertyValue(_ name: String, _ write: (UnsafeMutablePointer<GValue>) -> Void) {
        var value = GValue()
        initialize(&value, forProperty: name)
        write(&value)
        g_object_set_property(gtkhooks_object(pointer), name, &value)
        g_value_unset(&value)
    }

    /// Initializes `value` to the type of the property `name`.
    private func initialize(_ value: UnsafeMutablePointer<GValue>, forProperty name: String) {
        let instanceClass = gtkhooks_object(pointer).pointee.g_type_instance.g_class
        let objectClass = UnsafeMutableRawPointer(instanceClass)?.assumingMemoryBound(
            to: GObjectClass.self)
        guard let spec = g_object_class_find_property(objectClass, name) else {
            // Generated from the same GTK's GIR, so only a broken install gets here;
            // GLib then reports the unknown property itself.
            Log.warning("\(typeName) has no property \(name)")
            return
        }
        g_value_init(value, spec.pointee.value_type)
    }
}
