import Reconciler

/// One page of a ``TabView``: a view with the title and icon of its tab and
/// the tag that selects it (made by `.tabItem(_:icon:)`).
///
/// Until its tab is first chosen the page holds no content (`isRendered` is
/// false): a page never shown is never rendered. Once rendered it stays
/// mounted while hidden, so its hook state lives on.
public struct TabPage: Widget, ToolkitWidget {
    /// The accessible role: a group (GTK's stack shows it as a tab panel).
    public static var role: WidgetRole { .group }

    /// The title of the tab, its accessible name.
    public var title: String
    /// The name of the tab's icon in the icon theme, if any.
    public var iconName: String?
    /// The value of the `TabView`'s selection that shows this page; nil
    /// until ``tag(_:)`` sets one (the page's index is used then).
    public var tag: AnyHashable?
    /// Whether the page's content is mounted: set by `TabView` once the
    /// page was shown.
    public var isRendered = true
    /// The page's view.
    public var page: Element
    /// Common modifiers.
    public var modifiers = WidgetModifiers()

    /// A page showing `page` under a tab titled `title`, with the icon
    /// `iconName` when one is given.
    @inlinable public init<Page: View>(_ title: String, iconName: String? = nil, page: Page) {
        self.title = title
        self.iconName = iconName
        self.page = Element(page)
    }

    /// The page's view once it was shown, nothing before.
    public var content: Element { isRendered ? page : .empty }

    /// The same page, chosen by the `TabView`'s selection when it equals `tag`.
    ///
    /// `tag` has the type of the selection (`Binding<Tab>` takes `Tab`s).
    public func tag<Tag: Hashable>(_ tag: Tag) -> TabPage {
        var page = self
        page.tag = AnyHashable(tag)
        return page
    }
}

extension View {
    /// This view as a page of a ``TabView``, under a tab titled `title`
    /// (its accessible name too), with the icon named `icon` when one is
    /// given; `.tag(_:)` after it sets the value that selects it.
    ///
    /// ```swift
    /// Inbox().tabItem("Inbox", icon: "mail-unread-symbolic").tag(Tab.inbox)
    /// ```
    @inlinable public func tabItem(_ title: String, icon: String? = nil) -> TabPage {
        TabPage(title, iconName: icon, page: self)
    }
}
