import Reconciler

/// A framed box around related views, with an optional title (a GTK frame).
///
/// GTK shows the first child view: put several in a stack.
///
/// ```swift
/// GroupBox("Account") {
///     VStack(alignment: .leading, spacing: 6) {
///         Text("Signed in as ada")
///         Button("Sign out") { signOut() }
///     }
/// }
/// ```
public struct GroupBox: Widget, ToolkitWidget {
    /// The accessible role: a group.
    public static var role: WidgetRole { .group }

    /// The title shown on the frame's edge, if any.
    public var title: String?
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The framed content.
    public var content: Element

    /// A frame titled `title` around what `content` builds.
    public init<Content: View>(_ title: String, @ViewBuilder content: () -> Content) {
        self.title = title
        self.content = Element(content())
    }

    /// A frame without a title around what `content` builds.
    public init<Content: View>(@ViewBuilder content: () -> Content) {
        self.content = Element(content())
    }

    /// The title.
    public var text: String? { title }
}
