/// A font, as `.font(_:)` takes it: one of the text styles of the platform's
/// type scale, or a system font of a given size.
///
/// ```swift
/// Text("Trips").font(.largeTitle)
/// Text("12:30").font(.system(size: 28, weight: .light, design: .monospaced))
/// Text("Note").font(.body.italic())
/// ```
///
/// A text style becomes a style class of GNOME's type scale, so the font
/// follows the theme; see ``TextStyle`` for the mapping.
public struct Font: Hashable, Sendable {
    /// The text style, nil for a font made with ``system(size:weight:design:)``.
    public var style: TextStyle?
    /// The size in points, nil for the text style's (or the inherited) size.
    public var size: Double?
    /// The weight, nil for the text style's (or the inherited) weight.
    public var weight: FontWeight?
    /// The family's design, nil for the inherited family.
    public var design: Design?
    /// Whether the text is slanted.
    public var isItalic = false

    /// A font of text style `style`.
    public init(style: TextStyle) {
        self.style = style
    }

    /// A font with the given fields; nil fields keep what the text inherits.
    public init(
        size: Double? = nil, weight: FontWeight? = nil, design: Design? = nil,
        isItalic: Bool = false
    ) {
        self.size = size
        self.weight = weight
        self.design = design
        self.isItalic = isItalic
    }

    /// The system font of `size` points, with `weight` and `design` when given.
    public static func system(
        size: Double, weight: FontWeight? = nil, design: Design? = nil
    ) -> Font {
        Font(size: size, weight: weight, design: design)
    }

    /// The system font of text style `style`, with `design` and `weight` when given.
    public static func system(
        _ style: TextStyle, design: Design? = nil, weight: FontWeight? = nil
    ) -> Font {
        var font = Font(style: style)
        font.design = design
        font.weight = weight
        return font
    }

    /// This font, bold.
    public func bold() -> Font { weight(.bold) }

    /// This font, slanted.
    public func italic() -> Font {
        var font = self
        font.isItalic = true
        return font
    }

    /// This font with `weight`.
    public func weight(_ weight: FontWeight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    /// This font with fixed-width letters.
    public func monospaced() -> Font {
        var font = self
        font.design = .monospaced
        return font
    }

    /// The family's design: the style of its letters.
    public enum Design: Hashable, Sendable {
        /// The platform's interface font.
        case `default`
        /// Letters with serifs.
        case serif
        /// Rounded letters; GTK has no such family, so the default one is shown.
        case rounded
        /// Fixed-width letters (the `monospace` family).
        case monospaced
    }
}

extension Font {
    /// The style class of GNOME's type scale that shows this font: its text
    /// style's, or `caption-heading` for a bold or semibold caption; nil for
    /// a system font.
    public var styleClass: String? {
        guard let style else { return nil }
        let isCaption = style.styleClass == "caption"
        if isCaption, let weight, weight.cssWeight >= 600 { return "caption-heading" }
        return style.styleClass
    }

    /// The largest title: `title-1`.
    public static let largeTitle = Font(style: .largeTitle)
    /// A title: `title-2`.
    public static let title = Font(style: .title)
    /// A second-level title: `title-3`.
    public static let title2 = Font(style: .title2)
    /// A third-level title: `title-4`.
    public static let title3 = Font(style: .title3)
    /// A heading: `heading`.
    public static let headline = Font(style: .headline)
    /// Below a heading: `body`.
    public static let subheadline = Font(style: .subheadline)
    /// Running text: `body`.
    public static let body = Font(style: .body)
    /// A callout: `body`.
    public static let callout = Font(style: .callout)
    /// A footnote: `caption`.
    public static let footnote = Font(style: .footnote)
    /// A caption: `caption`.
    public static let caption = Font(style: .caption)
    /// A smaller caption: `caption`.
    public static let caption2 = Font(style: .caption2)
    /// Running text in fixed-width letters: `body` and `monospace`.
    public static let monospaced = Font.body.monospaced()
}

/// The text styles of SwiftUI, each shown as a style class of GNOME's type
/// scale (GTK 4's default theme and Adwaita define them).
///
/// | Text style | Class | GTK 4.8 default theme |
/// |---|---|---|
/// | `largeTitle` | `title-1` | 20 pt, weight 800 |
/// | `title` | `title-2` | 15 pt, 800 |
/// | `title2` | `title-3` | 15 pt, 700 |
/// | `title3` | `title-4` | 13 pt, 700 |
/// | `headline` | `heading` | 11 pt, 700 |
/// | `subheadline`, `body`, `callout` | `body` | 11 pt, 400 |
/// | `footnote`, `caption`, `caption2` | `caption` | 9 pt, 400 |
///
/// GNOME's scale has fewer steps than SwiftUI's below the headline, so
/// several styles share a class. `caption-heading` (9 pt bold) is what
/// `.font(.caption.bold())` shows.
public enum TextStyle: Hashable, Sendable, CaseIterable {
    /// The largest title.
    case largeTitle
    /// A title.
    case title
    /// A second-level title.
    case title2
    /// A third-level title.
    case title3
    /// A heading.
    case headline
    /// Below a heading.
    case subheadline
    /// Running text.
    case body
    /// A callout.
    case callout
    /// A footnote.
    case footnote
    /// A caption.
    case caption
    /// A smaller caption.
    case caption2

    /// The style class of GNOME's type scale this style is shown with
    /// (`caption-heading` for a caption made bold or semibold: ``Font/styleClass``).
    public var styleClass: String {
        switch self {
        case .largeTitle: "title-1"
        case .title: "title-2"
        case .title2: "title-3"
        case .title3: "title-4"
        case .headline: "heading"
        case .subheadline, .body, .callout: "body"
        case .footnote, .caption, .caption2: "caption"
        }
    }
}
