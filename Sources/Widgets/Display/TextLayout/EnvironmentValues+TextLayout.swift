import Hooks

private struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

private struct TruncationModeKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
}

private struct TextWrapKey: EnvironmentKey {
    static var defaultValue: TextWrap { .none }
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
}

private struct TextSelectabilityKey: EnvironmentKey {
    static var defaultValue: TextSelectability { .disabled }
}

extension EnvironmentValues {
    /// The most lines a text shows, set by `.lineLimit(_:)`; nil for no limit.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// Where a text too long for its lines is cut, set by `.truncationMode(_:)`.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// How the lines of a text break, set by `.textWrap(_:)`; `.none` by default.
    public var textWrap: TextWrap {
        get { self[TextWrapKey.self] }
        set { self[TextWrapKey.self] = newValue }
    }

    /// How the lines of a text line up, set by `.multilineTextAlignment(_:)`.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Whether a text can be selected, set by `.textSelection(_:)`.
    public var textSelectability: TextSelectability {
        get { self[TextSelectabilityKey.self] }
        set { self[TextSelectabilityKey.self] = newValue }
    }

    /// The layout these values make for a text.
    public var textLayout: TextLayout {
        TextLayout(
            lineLimit: lineLimit, truncationMode: truncationMode, wrap: textWrap,
            alignment: multilineTextAlignment, isSelectable: textSelectability.allowsSelection)
    }
}
