import Reconciler

/// A titled group of rows in a `Form`: a heading over a framed list whose
/// rows are the views `content` builds, one row each.
///
/// ```swift
/// Section("Sound") {
///     Toggle("Mute", isOn: muted)
///     Stepper("Volume", value: volume, in: 0...10)
/// }
/// ```
public struct Section: Widget, ToolkitWidget {
    /// The accessible role: a group.
    public static var role: WidgetRole { .group }

    /// The heading above the rows, if any.
    public var title: String?
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The rows, in order.
    public var content: Element

    /// A section headed `title` whose rows are what `content` builds.
    public init<Content: View>(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = Element(content())
    }

    /// A section without a heading.
    public init<Content: View>(@ViewBuilder content: () -> Content) {
        self.content = Element(content())
    }

    /// The heading.
    public var text: String? { title }
}
