import Reconciler

/// A group of menu entries shown together, under a heading if `title` is
/// given; the menu draws separators around it.
///
/// ```swift
/// Menu("View") {
///     MenuSection("Size") {
///         MenuItem("Small", value: Size.small, selection: size)
///         MenuItem("Large", value: Size.large, selection: size)
///     }
///     MenuItem("Reset") { reset() }
/// }
/// ```
///
/// `Divider()` between entries starts an untitled section.
public struct MenuSection: Widget, ToolkitWidget {
    /// The accessible role: a group.
    public static var role: WidgetRole { .group }

    /// The heading, if any.
    public var title: String?
    /// Common modifiers; `.disabled()` disables its items.
    public var modifiers = WidgetModifiers()
    /// The section's entries.
    public var content: Element

    /// A section headed `title` (none if nil) with the entries `content` builds.
    public init<Content: View>(_ title: String? = nil, @MenuBuilder content: () -> Content) {
        self.title = title
        self.content = Element(content())
    }

    /// The heading.
    public var text: String? { title }
}
