import CGtk

extension Widget {
    /// The widget's accessible role as GTK names it, such as `button`,
    /// `label` or `text-box`: what assistive technologies, and tests, see.
    public var accessibleRole: String {
        let role = gtk_accessible_get_accessible_role(gtkhooks_accessible(pointer))
        guard let enumClass = g_type_class_ref(gtk_accessible_role_get_type()) else { return "" }
        defer { g_type_class_unref(enumClass) }
        let values = enumClass.assumingMemoryBound(to: GEnumClass.self)
        guard let value = g_enum_get_value(values, Int32(role.rawValue)) else { return "" }
        return String(cString: value.pointee.value_nick)
    }

    /// Sets the label assistive technologies read for the widget, or removes
    /// it with nil so the widget's own text is read.
    public func setAccessibleLabel(_ label: String?) {
        if let label {
            gtkhooks_accessible_set_label(pointer, label)
        } else {
            gtkhooks_accessible_reset_label(pointer)
        }
    }

    /// Whether an accessible label was set with ``setAccessibleLabel(_:)``.
    public var hasAccessibleLabel: Bool {
        gtk_test_accessible_has_property(
            gtkhooks_accessible(pointer), GTK_ACCESSIBLE_PROPERTY_LABEL) != 0
    }
}
