import Widgets

extension TestWidget {
    /// Its accessibility hint (`.accessibilityHint`), if set.
    public var hint: String? { modifiers?.accessibility.hint }

    /// Its accessibility value text (`.accessibilityValue`), if set.
    public var accessibilityValue: String? { modifiers?.accessibility.value }

    /// Whether it or a widget above it is hidden from assistive technologies
    /// (`.accessibilityHidden(true)`).
    public var isAccessibilityHidden: Bool {
        var widget: TestWidget? = self
        while let current = widget {
            if current.modifiers?.accessibility.isHidden == true { return true }
            widget = current.parent
        }
        return false
    }

    /// Its accessibility traits (`.accessibilityAddTraits`).
    public var accessibilityTraits: AccessibilityTraits {
        modifiers?.accessibility.traits ?? []
    }
}
