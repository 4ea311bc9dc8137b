/// What a widget tells assistive technologies beside its name: the
/// fields of `.accessibilityHint`, `.accessibilityValue`,
/// `.accessibilityHidden` and `.accessibilityAddTraits`.
public struct AccessibilityDetails: Equatable, Sendable {
    /// A longer text read after the name (GTK's accessible description).
    public var hint: String?
    /// The widget's value as text, read instead of a number or a state.
    public var value: String?
    /// Whether assistive technologies skip the widget and its subtree.
    public var isHidden = false
    /// What the widget is beside its role, such as a heading.
    public var traits: AccessibilityTraits = []

    /// No details: the widget reports only its name and role.
    public init() {}
}

/// What a widget is beside its role, for `.accessibilityAddTraits(_:)`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Traits from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The widget heads the content after it (a section title).
    public static let isHeader = AccessibilityTraits(rawValue: 1)
}
