import Hooks

/// The modifiers every widget has, as values a host applies.
///
/// `nil` means "the platform default". Hosts compare old and new values field
/// by field and write only what changed.
public struct WidgetModifiers: Equatable, Sendable {
    /// Space around the widget (GTK margins), in pixels.
    public var padding = EdgeInsets()
    /// The requested width, in pixels.
    public var width: Int?
    /// The requested height, in pixels.
    public var height: Int?
    /// Whether the widget takes extra horizontal space.
    public var expandsHorizontally: Bool?
    /// Whether the widget takes extra vertical space.
    public var expandsVertically: Bool?
    /// Where the widget sits horizontally in the space it gets.
    public var horizontalAlignment: Alignment?
    /// Where the widget sits vertically in the space it gets.
    public var verticalAlignment: Alignment?
    /// Style classes of the app's CSS, in order.
    public var cssClasses: [String] = []
    /// Whether the widget ignores input and looks inactive.
    public var isDisabled = false
    /// Text shown when the pointer rests on the widget.
    public var tooltip: String?
    /// The name assistive technologies read, when the visible text is not enough.
    public var accessibilityLabel: String?
    /// The weight of the widget's text.
    public var fontWeight: FontWeight?
    /// The size of the widget's text, in points.
    public var fontSize: Double?
    /// The color of the widget's text.
    public var foregroundColor: Color?
    /// The color behind the widget.
    public var background: Color?
    /// The color scheme of this widget's subtree, set by `.colorScheme(_:)` on the
    /// topmost widgets below it: a window switches the app's preference, other
    /// widgets get the scoped style class of the theme.
    public var colorScheme: ColorScheme?
    /// The theme of this widget's subtree, set by `.theme(_:)` on the topmost
    /// widgets below it: the host gives them a style class made from it.
    public var theme: Theme?
    /// What the widget gives when dragged and takes when dropped on.
    public var dataExchange = DataExchange()

    /// No modifiers: the platform defaults.
    public init() {}
}

/// Space on each side of a widget, in pixels.
public struct EdgeInsets: Equatable, Sendable {
    /// Space above.
    public var top: Int
    /// Space before, on the reading side.
    public var leading: Int
    /// Space below.
    public var bottom: Int
    /// Space after, on the reading side.
    public var trailing: Int

    /// Insets with the given sides, zero by default.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// The sides of a widget, for `padding(_:_:)`.
public struct Edges: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: Int

    /// Edges from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = Edges(rawValue: 1)
    /// The leading edge.
    public static let leading = Edges(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Edges(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Edges(rawValue: 8)
    /// Leading and trailing.
    public static let horizontal: Edges = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Edges = [.top, .bottom]
    /// Every edge.
    public static let all: Edges = [.horizontal, .vertical]
}

/// How a widget sits in the space it gets along one axis.
public enum Alignment: Hashable, Sendable {
    /// Take all of it.
    case fill
    /// At the start (top, or leading).
    case start
    /// In the middle.
    case center
    /// At the end (bottom, or trailing).
    case end
}

/// The weight of text.
public enum FontWeight: Hashable, Sendable {
    /// Lighter than regular.
    case light
    /// Regular weight.
    case regular
    /// Between regular and bold.
    case semibold
    /// Bold.
    case bold
}

/// An axis of layout.
public enum Axis: Hashable, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}
