import Reconciler

/// A thin line between widgets, across the stack it is in.
public struct Divider: Widget, ToolkitWidget {
    /// The accessible role: a separator.
    public static var role: WidgetRole { .separator }

    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// A divider.
    @inlinable public init() {}
}
