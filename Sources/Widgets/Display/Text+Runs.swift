extension Text {
    /// A piece of a ``Text`` with one style.
    public struct Run: Hashable, Sendable {
        /// The characters of the run.
        public var string: String
        /// How they are set.
        public var style: Style
        /// Their color; nil for the text's own.
        public var color: Color?
        /// The address the run links to; nil when it is not a link.
        ///
        /// A link run is drawn as the theme draws links, and a click on it
        /// opens the address through the environment's `openURL`.
        public var link: String?

        /// A run showing `string` set in `style` (plain by default), in
        /// `color`, linking to `link`.
        public init(
            _ string: String, style: Style = [], color: Color? = nil, link: String? = nil
        ) {
            self.string = string
            self.style = style
            self.color = color
            self.link = link
        }

        /// Whether `other` is set the same way: same style, color and link.
        public func isFormatted(like other: Run) -> Bool {
            style == other.style && color == other.color && link == other.link
        }

        /// Whether the run is set as plain text.
        public var isPlain: Bool { style.isEmpty && color == nil && link == nil }
    }

    /// How a run of text is set: any of bold, italic, monospaced, underlined
    /// and struck through.
    public struct Style: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: UInt8

        /// A style of the bits `rawValue`.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// A bold weight.
        public static let bold = Style(rawValue: 1 << 0)
        /// An italic face.
        public static let italic = Style(rawValue: 1 << 1)
        /// A monospaced font.
        public static let monospaced = Style(rawValue: 1 << 2)
        /// A line under the text.
        public static let underline = Style(rawValue: 1 << 3)
        /// A line through the text.
        public static let strikethrough = Style(rawValue: 1 << 4)
    }

    /// The runs of the text, a plain text's included: ``runs``, or the whole
    /// ``string`` as one plain run.
    public var allRuns: [Run] { runs.isEmpty ? [Run(string)] : runs }

    /// The text in bold.
    public func bold() -> Text { styled(.bold) }

    /// The text in italics.
    public func italic() -> Text { styled(.italic) }

    /// The text in a monospaced font.
    public func monospaced() -> Text { styled(.monospaced) }

    /// The text underlined.
    public func underline() -> Text { styled(.underline) }

    /// The text struck through.
    public func strikethrough() -> Text { styled(.strikethrough) }

    /// `lhs` followed by `rhs`, each run keeping its style; the modifiers
    /// are `lhs`'s.
    ///
    /// ```swift
    /// Text("Hello, ") + Text("world").bold()
    /// ```
    public static func + (lhs: Text, rhs: Text) -> Text {
        var joined = Text(runs: lhs.allRuns + rhs.allRuns)
        joined.modifiers = lhs.modifiers
        return joined
    }

    /// The text in `color`: its runs' color, kept when the text is joined
    /// to others with `+`.
    ///
    /// ```swift
    /// Text("Total: ") + Text(total).foregroundStyle(.red)
    /// ```
    public func foregroundStyle(_ color: Color) -> Text {
        changingRuns { $0.color = color }
    }

    /// The text as a link to `address`, opened through the environment's
    /// `openURL` when clicked.
    ///
    /// ```swift
    /// Text("See the ") + Text("manual").link("https://example.org/manual")
    /// ```
    public func link(_ address: String) -> Text {
        changingRuns { $0.link = address }
    }

    /// The addresses of the text's link runs, in order.
    public var links: [String] { runs.compactMap(\.link) }

    /// The text with `style` added to every run.
    public func styled(_ style: Style) -> Text {
        changingRuns { $0.style.formUnion(style) }
    }

    private func changingRuns(_ change: (inout Run) -> Void) -> Text {
        var changed = Text(
            runs: allRuns.map {
                var run = $0
                change(&run)
                return run
            })
        changed.modifiers = modifiers
        changed.layout = layout
        changed.openURL = openURL
        return changed
    }

    /// `runs` with adjacent runs of one style joined and empty ones left out;
    /// none when what is left is one plain run.
    static func normalized(_ runs: [Run]) -> [Run] {
        var result: [Run] = []
        for run in runs where !run.string.isEmpty {
            if let last = result.last, last.isFormatted(like: run) {
                result[result.count - 1].string += run.string
            } else {
                result.append(run)
            }
        }
        if result.count == 1, result[0].isPlain { return [] }
        return result
    }
}
