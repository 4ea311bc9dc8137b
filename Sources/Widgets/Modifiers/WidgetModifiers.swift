import Hooks

/// The modifiers every widget has, as values a host applies.
///
/// `nil` means "the platform default". Hosts compare old and new values field
/// by field and write only what changed.
///
/// Sparse: a value with no field set holds no storage (one empty reference,
/// so a widget without modifiers copies and compares at the cost of a
/// pointer); the first field set allocates it, and copies share it until one
/// of them changes a field (copy on write).
public struct WidgetModifiers: Equatable, Sendable {
    /// The fields, nil while none has been set.
    ///
    /// Written only here and by `apply(_:)` (WidgetModifiers+Shared.swift),
    /// which puts in a storage that is never written again while shared.
    @usableFromInline var storage: ModifierStorage?

    /// No modifiers: the platform defaults.
    public init() {}

    /// Modifiers whose fields are those of `storage` (shared, copied before a write).
    init(storage: ModifierStorage?) {
        self.storage = storage
    }

    /// True when no field was ever set (no storage).
    ///
    /// Cheaper to ask than `== WidgetModifiers()`, which a value whose fields
    /// were set back to their defaults also is. For GtkHost.
    package var isUnset: Bool { storage == nil }
    /// The appearance, nil when none was set: two unset ones compare without
    /// making and comparing two defaults (the host compares on every write).
    package var setAppearance: Appearance? { storage?.values.appearance }
    /// The groups of fields this value set: a host compares and writes a
    /// group only when the old or the new value set it.
    package var groups: ModifierGroups { storage?.groups ?? .empty }

    /// Space around the widget (GTK margins), in pixels.
    public var padding: EdgeInsets {
        @inlinable get { storage?.values.padding ?? EdgeInsets() }
        set { change { $0.padding = newValue } }
    }
    /// The requested width, in pixels.
    public var width: Int? {
        @inlinable get { storage?.values.width }
        set { change { $0.width = newValue } }
    }
    /// The requested height, in pixels.
    public var height: Int? {
        @inlinable get { storage?.values.height }
        set { change { $0.height = newValue } }
    }
    /// Whether the widget takes extra horizontal space.
    public var expandsHorizontally: Bool? {
        @inlinable get { storage?.values.expandsHorizontally }
        set { change { $0.expandsHorizontally = newValue } }
    }
    /// Whether the widget takes extra vertical space.
    public var expandsVertically: Bool? {
        @inlinable get { storage?.values.expandsVertically }
        set { change { $0.expandsVertically = newValue } }
    }
    /// Where the widget sits horizontally in the space it gets.
    public var horizontalAlignment: Alignment? {
        @inlinable get { storage?.values.horizontalAlignment }
        set { change { $0.horizontalAlignment = newValue } }
    }
    /// Where the widget sits vertically in the space it gets.
    public var verticalAlignment: Alignment? {
        @inlinable get { storage?.values.verticalAlignment }
        set { change { $0.verticalAlignment = newValue } }
    }
    /// Style classes of the app's CSS, in order.
    public var cssClasses: [String] {
        @inlinable get { storage?.values.cssClasses ?? [] }
        set { change { $0.cssClasses = newValue } }
    }
    /// Whether the widget ignores input and looks inactive.
    public var isDisabled: Bool {
        @inlinable get { storage?.values.isDisabled ?? false }
        set { change { $0.isDisabled = newValue } }
    }
    /// Text shown when the pointer rests on the widget.
    public var tooltip: String? {
        @inlinable get { storage?.values.tooltip }
        set { change { $0.tooltip = newValue } }
    }
    /// The name assistive technologies read, when the visible text is not enough.
    public var accessibilityLabel: String? {
        @inlinable get { storage?.values.accessibilityLabel }
        set { change { $0.accessibilityLabel = newValue } }
    }
    /// The hint, value text, hidden state and traits assistive technologies read.
    public var accessibility: AccessibilityDetails {
        @inlinable get { storage?.values.accessibility ?? AccessibilityDetails() }
        set { change { $0.accessibility = newValue == AccessibilityDetails() ? nil : newValue } }
    }
    /// The weight of the widget's text.
    public var fontWeight: FontWeight? {
        @inlinable get { storage?.values.fontWeight }
        set { change(.style) { $0.fontWeight = newValue } }
    }
    /// The size of the widget's text, in points.
    public var fontSize: Double? {
        @inlinable get { storage?.values.fontSize }
        set { change(.style) { $0.fontSize = newValue } }
    }
    /// The color of the widget's text.
    public var foregroundColor: Color? {
        @inlinable get { storage?.values.foregroundColor }
        set { change(.style) { $0.foregroundColor = newValue } }
    }
    /// The color behind the widget.
    public var background: Color? {
        @inlinable get { storage?.values.background }
        set { change(.style) { $0.background = newValue } }
    }
    /// The color scheme of this widget's subtree, set by `.colorScheme(_:)` on the
    /// topmost widgets below it: a window switches the app's preference, other
    /// widgets get the scoped style class of the theme.
    public var colorScheme: ColorScheme? {
        @inlinable get { storage?.values.colorScheme }
        set { change { $0.colorScheme = newValue } }
    }
    /// The theme of this widget's subtree, set by `.theme(_:)` on the topmost
    /// widgets below it: the host gives them a style class made from it.
    public var theme: Theme? {
        @inlinable get { storage?.values.theme }
        set { change(.style) { $0.theme = newValue } }
    }
    /// What the widget gives when dragged and takes when dropped on.
    public var dataExchange: DataExchange {
        @inlinable get { storage?.values.dataExchange ?? DataExchange() }
        set { change(.dataExchange) { $0.dataExchange = newValue } }
    }
    /// What the widget does on taps, drags, pinches, hovers and scrolls.
    public var pointerInput: PointerInput {
        @inlinable get { storage?.values.pointerInput ?? PointerInput() }
        set { change(.pointerInput) { $0.pointerInput = newValue } }
    }
    /// What the widget does on Enter in a text field below it and on keys
    /// pressed while the focus is in it (`.onSubmit`, `.onKeyPress`).
    public var keyInput: KeyInput {
        @inlinable get { storage?.values.keyInput ?? KeyInput() }
        set { change(.keyInput) { $0.keyInput = newValue } }
    }
    /// Typography, opacity, visibility, tint and control size
    /// (`.font`, `.opacity`, `.hidden()`, `.tint`, `.controlSize`...).
    public var appearance: Appearance {
        @inlinable get { storage?.values.appearance ?? Appearance() }
        set { change(.appearance) { $0.appearance = newValue == Appearance() ? nil : newValue } }
    }
    /// How the widget takes the keyboard focus (`.focused`, `.focusable`).
    public var focus: FocusTarget {
        @inlinable get { storage?.values.focus ?? FocusTarget() }
        set { change(.focus) { $0.focus = newValue == FocusTarget() ? nil : newValue } }
    }

    /// Equal when every field is; copies of one value (or two values
    /// without modifiers) are equal without comparing a field.
    public static func == (lhs: WidgetModifiers, rhs: WidgetModifiers) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (nil, nil): true
        case (let lhs?, let rhs?): lhs === rhs || lhs.values == rhs.values
        case (let set?, nil), (nil, let set?): set.values == ModifierValues.defaults
        }
    }

    /// Writes fields through `body`, in `groups`.
    private mutating func change(
        _ groups: ModifierGroups = .empty, _ body: (inout ModifierValues) -> Void
    ) {
        if !isKnownUniquelyReferenced(&storage) {
            storage = ModifierStorage(
                storage?.values ?? ModifierValues.defaults, groups: storage?.groups ?? .empty)
        }
        storage!.groups = storage!.groups.union(groups)
        body(&storage!.values)
    }
}

extension WidgetModifiers: CustomReflectable {
    /// Every field with its value, as if they were stored in the value itself
    /// (how tests and `dump` compare and show modifiers).
    public var customMirror: Mirror {
        Mirror(
            self, children: Mirror(reflecting: storage?.values ?? ModifierValues.defaults).children,
            displayStyle: .struct)
    }
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

    /// SwiftUI's name for ``start`` along the horizontal axis: the reading side's start.
    public static var leading: Alignment { .start }
    /// SwiftUI's name for ``end`` along the horizontal axis: the reading side's end.
    public static var trailing: Alignment { .end }
    /// SwiftUI's name for ``start`` along the vertical axis.
    public static var top: Alignment { .start }
    /// SwiftUI's name for ``end`` along the vertical axis.
    public static var bottom: Alignment { .end }
}

/// An axis of layout.
public enum Axis: Hashable, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}
