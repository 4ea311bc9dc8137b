import CGtk

extension Widget {
    /// Sets the longer text assistive technologies read after the name
    /// (GTK's accessible description), or removes it with nil.
    public func setAccessibleDescription(_ text: String?) {
        gtkhooks_accessible_set_text_property(pointer, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text)
    }

    /// Sets the value read as text (GTK's value text), or removes it with nil.
    public func setAccessibleValueText(_ text: String?) {
        gtkhooks_accessible_set_text_property(pointer, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text)
    }

    /// Sets the heading level (1 and up) assistive technologies read, or
    /// removes it with nil.
    public func setAccessibleLevel(_ level: Int?) {
        gtkhooks_accessible_set_int_property(
            pointer, GTK_ACCESSIBLE_PROPERTY_LEVEL, Int32(level ?? 0))
    }

    /// Hides the widget from assistive technologies, or lets GTK tell its
    /// visibility again when false.
    public func setAccessibleHidden(_ hidden: Bool) {
        gtkhooks_accessible_set_hidden(pointer, hidden ? 1 : 0)
    }

    /// The accessible description, checked against `text`: true when it is
    /// `text`, false when it is another text, nil when none is set.
    ///
    /// Read from GTK's test accessibility context (`GTK_A11Y=test`).
    public func accessibleDescriptionIs(_ text: String) -> Bool? {
        result(
            gtkhooks_accessible_text_property_is(pointer, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text)
        )
    }

    /// The accessible value text, checked against `text` like
    /// ``accessibleDescriptionIs(_:)``.
    public func accessibleValueTextIs(_ text: String) -> Bool? {
        result(
            gtkhooks_accessible_text_property_is(pointer, GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text))
    }

    /// The heading level, checked against `level` like ``accessibleDescriptionIs(_:)``.
    public func accessibleLevelIs(_ level: Int) -> Bool? {
        result(
            gtkhooks_accessible_int_property_is(
                pointer, GTK_ACCESSIBLE_PROPERTY_LEVEL, Int32(level)))
    }

    /// Whether the widget tells assistive technologies it is hidden.
    ///
    /// Nil when it tells nothing. Read from GTK's test accessibility context.
    public var accessibleHiddenState: Bool? {
        result(gtkhooks_accessible_hidden_state(pointer))
    }

    private func result(_ check: Int32) -> Bool? {
        check < 0 ? nil : check == 1
    }
}
