import CGtk

extension PropertyExpression {
    /// An expression reading the GObject property `propertyName` of the
    /// object `expression` computes, or of the item it is evaluated for when
    /// `expression` is nil (`gtk_property_expression_new`).
    ///
    /// `type` is the class declaring the property, such as
    /// `StringObject.self` for the `string` of a ``StringList``'s items. A
    /// class without that property stops the program (a programmer's error).
    public convenience init(
        type: Object.Type, expression: Expression? = nil, propertyName: String
    ) {
        let gType = type.gType
        precondition(
            Self.hasProperty(gType, propertyName),
            "\(String(cString: g_type_name(gType))) has no property \(propertyName)")
        self.init(thisType: gType, expression: expression, propertyName: propertyName)
    }

    /// Whether objects of the class `gType` have the property `name`.
    private static func hasProperty(_ gType: GType, _ name: String) -> Bool {
        guard g_type_is_a(gType, ValueTypes.object) != 0,
            let typeClass = g_type_class_ref(gType)
        else { return false }
        defer { g_type_class_unref(typeClass) }
        let objectClass = typeClass.assumingMemoryBound(to: GObjectClass.self)
        return g_object_class_find_property(objectClass, name) != nil
    }
}
