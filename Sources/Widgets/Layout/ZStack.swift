import Reconciler

/// Lays its children on top of each other, the first at the back (a GTK overlay).
public struct ZStack: Widget, ToolkitWidget {
    /// The accessible role: a group.
    public static var role: WidgetRole { .group }

    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The children, back to front.
    public var content: Element

    /// An overlay of the views `content` builds.
    @inlinable public init<Content: View>(@ViewBuilder content: () -> Content) {
        self.content = Element(content())
    }
}
