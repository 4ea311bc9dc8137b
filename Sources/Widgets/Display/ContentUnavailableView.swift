import Reconciler

/// What a view shows where its content would be when there is none: a large
/// dimmed icon, a title, a description and optional actions, centered (the
/// look of GNOME's status pages).
///
/// ```swift
/// if notes.isEmpty {
///     ContentUnavailableView(
///         "No notes", systemImage: "document-new-symbolic",
///         description: Text("Notes you write appear here."))
/// }
/// ContentUnavailableView("No results", systemImage: "edit-find-symbolic") {
///     Button("Clear search") { query.wrappedValue = "" }
/// }
/// ```
///
/// The icon is a name of the desktop's icon theme (see ``Label``). It takes
/// the space its container gives it.
public struct ContentUnavailableView: Widget, ToolkitWidget {
    /// The accessible role: content unavailable.
    public static var role: WidgetRole { .contentUnavailable }

    /// The title, large.
    public var title: String
    /// The icon theme's name of the icon above the title.
    public var iconName: String
    /// The text under the title, if any.
    public var description: String?
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The actions under the description (buttons, usually).
    public var content: Element

    /// An empty state titled `title` under the theme icon `systemImage`,
    /// explained by `description`.
    @inlinable public init(_ title: String, systemImage: String, description: Text? = nil) {
        self.init(title, systemImage: systemImage, description: description) { EmptyView() }
    }

    /// An empty state with `actions` under its description.
    @inlinable public init<Actions: View>(
        _ title: String, systemImage: String, description: Text? = nil,
        @ViewBuilder actions: () -> Actions
    ) {
        self.title = title
        iconName = systemImage
        self.description = description?.string
        content = Element(actions())
    }

    /// The title.
    public var text: String? { title }
}
