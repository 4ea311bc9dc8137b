import Reconciler

/// Lays its children on top of each other, the first at the back (a GTK overlay).
///
/// The first child sizes and fills the stack; with an `alignment` every later
/// child sits at that place of it instead of covering it whole.
///
/// ```swift
/// ZStack(alignment: .bottomTrailing) {
///     Image(file: "cover.png")
///     Text("New").cssClass("badge")
/// }
/// ```
public struct ZStack: Widget, ToolkitWidget {
    /// The accessible role: a group.
    public static var role: WidgetRole { .group }

    /// Where the children after the first sit; nil stretches each over the
    /// whole stack.
    public var alignment: ContentAlignment?
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The children, back to front.
    public var content: Element

    /// An overlay of the views `content` builds, placed by `alignment`.
    @inlinable public init<Content: View>(
        alignment: ContentAlignment? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.content = Element(content())
    }
}

extension View {
    /// Draws what `content` builds over this view, at `alignment` of it; this
    /// view keeps its size.
    ///
    /// ```swift
    /// Image(iconName: "mail-symbolic")
    ///     .overlay(alignment: .topTrailing) { Text("3").cssClass("badge") }
    /// ```
    public func overlay<Overlay: View>(
        alignment: ContentAlignment = .center, @ViewBuilder content: () -> Overlay
    ) -> ZStack {
        let base = self
        let overlay = content()
        return ZStack(alignment: alignment) {
            base
            overlay
        }
    }
}
