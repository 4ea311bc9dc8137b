/// How a ``Text`` fits its string into the space it gets: how many lines,
/// where a cut string is shortened, how lines break and line up, and whether
/// the reader can select it.
///
/// A text takes it from its environment, where `.lineLimit(_:)`,
/// `.truncationMode(_:)`, `.textWrap(_:)`, `.multilineTextAlignment(_:)`
/// and `.textSelection(_:)` put it for a whole subtree, as SwiftUI's text
/// modifiers do:
///
/// ```swift
/// VStack {
///     Text(note.title).bold()
///     Text(note.body)
/// }
/// .lineLimit(1)
/// .truncationMode(.middle)
/// ```
public struct TextLayout: Hashable, Sendable {
    /// The most lines shown; nil for as many as the string needs.
    ///
    /// A string that needs more is cut where ``truncationMode`` says, and a
    /// limit above one lets lines break (by ``wrap``, or between words and
    /// inside long words when that is ``TextWrap/none``).
    public var lineLimit: Int?
    /// Where a string longer than the lines it may fill is shortened.
    public var truncationMode: Text.TruncationMode
    /// How lines break; `.none` keeps each line of the string on one line.
    public var wrap: TextWrap
    /// How the lines of a text of several lines line up with each other.
    public var alignment: TextAlignment
    /// Whether the reader can select the text and copy it.
    public var isSelectable: Bool

    /// A layout with these values; the defaults show every line of the
    /// string, unbroken, leading-aligned and not selectable.
    public init(
        lineLimit: Int? = nil, truncationMode: Text.TruncationMode = .tail,
        wrap: TextWrap = .none, alignment: TextAlignment = .leading, isSelectable: Bool = false
    ) {
        self.lineLimit = lineLimit
        self.truncationMode = truncationMode
        self.wrap = wrap
        self.alignment = alignment
        self.isSelectable = isSelectable
    }

    /// The layout of a text no modifier changed.
    public static let standard = TextLayout()

    /// The wrapping a text shows: ``wrap``, or, for a limit above one line
    /// with no wrapping chosen, between words and inside long words.
    public var effectiveWrap: TextWrap {
        guard wrap == .none, let lineLimit, lineLimit > 1 else { return wrap }
        return .wordOrCharacter
    }
}

extension Text {
    /// Where a string too long for its lines is shortened, an ellipsis
    /// ("…") standing for what is left out.
    public enum TruncationMode: Sendable, Hashable {
        /// At the start: "…end of the string".
        case head
        /// In the middle: "start…end".
        case middle
        /// At the end: "start of the string…" (the default).
        case tail
    }
}

/// How the lines of a text of several lines line up with each other.
public enum TextAlignment: Sendable, Hashable {
    /// Each line starts at the leading edge (left in left-to-right text).
    case leading
    /// Each line is centred.
    case center
    /// Each line ends at the trailing edge.
    case trailing
}

/// Whether a text can be selected: `.textSelection(.enabled)`.
public struct TextSelectability: Sendable, Hashable {
    /// Whether the reader can select the text.
    public let allowsSelection: Bool

    /// The reader can select the text and copy it.
    public static let enabled = TextSelectability(allowsSelection: true)
    /// The text cannot be selected (the default).
    public static let disabled = TextSelectability(allowsSelection: false)
}
