import CGtk

extension Widget {
    /// The widget's accessible role, such as `.button`, `.label` or
    /// `.textBox`: what assistive technologies, and tests, see.
    public var accessibleRole: AccessibleRole {
        AccessibleRole(cValue: gtk_accessible_get_accessible_role(gtkhooks_accessible(pointer)))
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

    /// Whether the widget tells assistive technologies it is selected; nil
    /// when it tells nothing.
    ///
    /// A list row's, say. Read from GTK's test accessibility context:
    /// meaningful when the app runs with `GTK_A11Y=test`, as GTK tests do.
    public var accessibleSelectedState: Bool? {
        switch gtkhooks_accessible_selected_state(pointer, 1) {
        case 1: true
        case 0: false
        default: nil
        }
    }
}
