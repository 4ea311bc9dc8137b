import Reconciler

/// Empty space that expands along its stack, pushing its siblings apart.
public struct Spacer: Widget, ToolkitWidget {
    /// The accessible role: a spacer.
    public static var role: WidgetRole { .spacer }

    /// The smallest size, in pixels.
    public var minLength: Int
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// Expanding space of at least `minLength` pixels.
    @inlinable public init(minLength: Int = 0) {
        self.minLength = minLength
    }
}
