import Reconciler

/// The widget a ``TabView`` renders to: its pages (``TabPage``s, keyed by
/// tag) under a row of tabs, one page shown.
///
/// Made by `TabView`, which keeps the selection and the pages already shown;
/// queries find it by the `.tabView` role.
public struct TabStack: Widget, ToolkitWidget, Selectable {
    /// The accessible role: a tab view.
    public static var role: WidgetRole { .tabView }

    /// The pages' tags, in order.
    public var tags: [AnyHashable]
    /// The pages' titles, in order.
    public var titles: [String]
    /// The names of the pages' icons, in order.
    public var iconNames: [String?]
    /// The tag of the page shown.
    public var selection: AnyHashable?
    /// Called with a page's tag when the user chooses its tab.
    public var onSelect: @MainActor (AnyHashable) -> Void
    /// Common modifiers.
    public var modifiers = WidgetModifiers()
    /// The pages, keyed by tag.
    public var content: Element

    /// Pages `pages` tagged `tags` (each page takes its tag), the one tagged
    /// `selection` shown.
    public init(
        pages: [TabPage], tags: [AnyHashable], selection: AnyHashable?,
        onSelect: @escaping @MainActor (AnyHashable) -> Void
    ) {
        self.tags = tags
        titles = pages.map(\.title)
        iconNames = pages.map(\.iconName)
        self.selection = selection
        self.onSelect = onSelect
        let keyed = zip(tags, pages).map { tag, page in
            var page = page
            page.tag = tag
            return KeyedPage(tag: tag, page: page)
        }
        content = Element(ForEach(keyed, id: \.tag) { $0.page })
    }

    /// The title of the page shown.
    public var text: String? { selection.flatMap { tags.firstIndex(of: $0) }.map { titles[$0] } }

    /// Chooses the tab of the page at `index`, as a click on it does.
    public func select(_ index: Int) {
        if tags.indices.contains(index) { onSelect(tags[index]) }
    }
}

/// A page with the tag it is keyed by.
private struct KeyedPage {
    let tag: AnyHashable
    let page: TabPage
}
