import Hooks

private struct TextLayoutKey: EnvironmentKey {
    static var defaultValue: TextLayout { .standard }
}

extension EnvironmentValues {
    /// The layout of the texts below, which the text modifiers write one
    /// field at a time; `TextLayout.standard` unless an ancestor sets one.
    ///
    /// One entry, so that a text reads its whole layout with one lookup.
    public var textLayout: TextLayout {
        get { self[TextLayoutKey.self] }
        set { self[TextLayoutKey.self] = newValue }
    }

    /// The most lines a text shows, set by `.lineLimit(_:)`; nil for no limit.
    public var lineLimit: Int? {
        get { textLayout.lineLimit }
        set { textLayout.lineLimit = newValue }
    }

    /// Where a text too long for its lines is cut, set by `.truncationMode(_:)`.
    public var truncationMode: Text.TruncationMode {
        get { textLayout.truncationMode }
        set { textLayout.truncationMode = newValue }
    }

    /// How the lines of a text line up, set by `.multilineTextAlignment(_:)`.
    public var multilineTextAlignment: TextAlignment {
        get { textLayout.alignment }
        set { textLayout.alignment = newValue }
    }
}
