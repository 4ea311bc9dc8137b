import Reconciler

/// Lays out its children in a vertical line (a GTK box).
///
/// ```swift
/// VStack(spacing: 8) {
///     Text("One")
///     Text("Two")
/// }
/// ```
public struct VStack: Widget, ToolkitWidget {
    /// The accessible role: a group.
    public static var role: WidgetRole { .group }

    /// Pixels between children.
    public var spacing: Int
    /// Where children sit across the stack's width; nil stretches them over it.
    public var alignment: HorizontalAlignment?
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The children, in order.
    public var content: Element

    /// A stack of the views `content` builds, `spacing` pixels apart, placed
    /// across it by `alignment` (stretched over it when nil).
    @inlinable public init<Content: View>(
        alignment: HorizontalAlignment? = nil, spacing: Int = 0, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = Element(content())
    }
}
