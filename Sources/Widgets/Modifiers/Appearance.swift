/// The typography and appearance modifiers of one widget, as values a host
/// applies: `.font`, `.italic()`, `.monospaced()`, `.opacity`, `.hidden()`,
/// `.tint` and `.controlSize`.
///
/// `nil` (or false) means "as inherited": fonts, tint and control size set
/// on a container reach what is inside it, where an inner value wins.
public struct Appearance: Hashable, Sendable {
    /// The font; its fields that are nil keep the inherited ones, and
    /// `WidgetModifiers.fontWeight`/`fontSize` win over its weight and size.
    public var font: Font?
    /// Whether the text is slanted, whatever the font says.
    public var isItalic = false
    /// Whether the text has fixed-width letters, whatever the font says.
    public var isMonospaced = false
    /// How opaque the widget and what is inside it are, from 0 to 1; nil is 1.
    public var opacity: Double?
    /// Whether the widget is hidden: it takes no space and gets no input.
    public var isHidden = false
    /// The accent color of the controls inside the widget.
    public var tint: Color?
    /// The size of the controls inside the widget.
    public var controlSize: ControlSize?

    /// No appearance change: everything inherited.
    public init() {}
}

/// The size of controls, as `.controlSize(_:)` sets it.
///
/// GTK 4.8 has one control size; the host shows the others with two style
/// classes of the GtkHooks theme, which change the controls inside the widget
/// that carries them: `gtkhooks-control-small` (mini and small: text buttons
/// 20 px high instead of GTK's 34, entries at least 24 px, 9 pt text) and
/// `gtkhooks-control-large` (large and extraLarge: text buttons 50 px high,
/// entries at least 44 px, 13 pt text). Of two sizes nested in one another,
/// the inner one shows.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// The smallest: shown as `small`.
    case mini
    /// Smaller than regular.
    case small
    /// GTK's own size.
    case regular
    /// Larger than regular.
    case large
    /// The largest: shown as `large`.
    case extraLarge

    /// The style class of the GtkHooks theme that shows this size, nil for regular.
    public var styleClass: String? {
        switch self {
        case .mini, .small: "gtkhooks-control-small"
        case .regular: nil
        case .large, .extraLarge: "gtkhooks-control-large"
        }
    }
}
