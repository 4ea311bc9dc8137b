import Reconciler

/// A top-level window with a header bar.
///
/// Its children are the `HeaderBar` (title and toolbar items) and the content;
/// a host puts the first into the title bar and the second into the window.
///
/// ```swift
/// Window("Notes", width: 800, height: 600) {
///     NotesView()
/// } toolbar: {
///     ToolbarItem(placement: .start) { Button(iconName: "list-add-symbolic") { add() } }
/// }
/// ```
public struct Window: Widget {
    /// The accessible role: a window.
    public static var role: WidgetRole { .window }

    /// The title.
    public var title: String
    /// The default width, in pixels.
    public var width: Int?
    /// The default height, in pixels.
    public var height: Int?
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The header bar, then the content.
    public var content: Element

    /// A window titled `title` showing `content`, with `toolbar` items in its header bar.
    public init<Content: View, Toolbar: View>(
        _ title: String, width: Int? = nil, height: Int? = nil,
        @ViewBuilder content: () -> Content, @ViewBuilder toolbar: () -> Toolbar
    ) {
        self.title = title
        self.width = width
        self.height = height
        let headerBar = HeaderBar(title: title, items: Element(toolbar()))
        self.content = Element(
            Group {
                headerBar
                content()
            })
    }

    /// A window titled `title` showing `content`.
    public init<Content: View>(
        _ title: String, width: Int? = nil, height: Int? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(title, width: width, height: height, content: content, toolbar: { EmptyView() })
    }

    /// The title.
    public var text: String? { title }
}

/// A window's header bar: its title and toolbar items.
public struct HeaderBar: Widget {
    /// The accessible role: a header bar.
    public static var role: WidgetRole { .headerBar }

    /// The title shown in the middle.
    public var title: String
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The `ToolbarItem`s.
    public var content: Element

    /// A header bar titled `title` with `items`.
    public init(title: String, items: Element) {
        self.title = title
        content = items
    }

    /// The title.
    public var text: String? { title }
}

/// An item of a header bar, at its start or end.
public struct ToolbarItem: Widget {
    /// Where in the header bar an item goes.
    public enum Placement: Hashable, Sendable {
        /// Before the title.
        case start
        /// After the title.
        case end
    }

    /// The accessible role: a toolbar item.
    public static var role: WidgetRole { .toolbarItem }

    /// Where the item goes.
    public var placement: Placement
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The item's views (usually a button or a menu).
    public var content: Element

    /// An item at `placement` showing the views `content` builds.
    public init<Content: View>(
        placement: Placement = .start, @ViewBuilder content: () -> Content
    ) {
        self.placement = placement
        self.content = Element(content())
    }
}
