/// Where a `VStack` places its children across its width.
///
/// `nil` (a stack made without an alignment) stretches each child over the
/// whole width, as GTK boxes do; a child's own `.alignment(horizontal:)`
/// wins over its stack's.
public enum HorizontalAlignment: Hashable, Sendable {
    /// On the reading side's start (left in left-to-right text).
    case leading
    /// In the middle.
    case center
    /// On the reading side's end (right in left-to-right text).
    case trailing
}

/// Where an `HStack` places its children across its height.
///
/// `nil` (a stack made without an alignment) stretches each child over the
/// whole height, as GTK boxes do; a child's own `.alignment(vertical:)`
/// wins over its stack's.
public enum VerticalAlignment: Hashable, Sendable {
    /// At the top.
    case top
    /// In the middle.
    case center
    /// At the bottom.
    case bottom
    /// With the first lines of text of every child on one baseline (GTK's
    /// baseline alignment); a child without text is centred.
    case firstTextBaseline
}

/// Where a view sits in a larger space along both axes: `ZStack(alignment:)`,
/// `.overlay(alignment:)` and `.frame(maxWidth:alignment:)`.
///
/// ```swift
/// ZStack(alignment: .topTrailing) {
///     Image(iconName: "mail-unread-symbolic")
///     Text("3").cssClass("badge")
/// }
/// ```
public struct ContentAlignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part (`firstTextBaseline` is taken as `top` here).
    public var vertical: VerticalAlignment

    /// An alignment made of its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// In the middle of both axes.
    public static let center = ContentAlignment(horizontal: .center, vertical: .center)
    /// At the leading edge, centred vertically.
    public static let leading = ContentAlignment(horizontal: .leading, vertical: .center)
    /// At the trailing edge, centred vertically.
    public static let trailing = ContentAlignment(horizontal: .trailing, vertical: .center)
    /// At the top, centred horizontally.
    public static let top = ContentAlignment(horizontal: .center, vertical: .top)
    /// At the bottom, centred horizontally.
    public static let bottom = ContentAlignment(horizontal: .center, vertical: .bottom)
    /// In the top leading corner.
    public static let topLeading = ContentAlignment(horizontal: .leading, vertical: .top)
    /// In the top trailing corner.
    public static let topTrailing = ContentAlignment(horizontal: .trailing, vertical: .top)
    /// In the bottom leading corner.
    public static let bottomLeading = ContentAlignment(horizontal: .leading, vertical: .bottom)
    /// In the bottom trailing corner.
    public static let bottomTrailing = ContentAlignment(horizontal: .trailing, vertical: .bottom)
}
