import Hooks
import Reconciler

/// Pages under a row of tabs, one shown at a time, chosen by a selection.
///
/// ```swift
/// TabView(selection: $tab) {
///     Inbox().tabItem("Inbox", icon: "mail-unread-symbolic").tag(Tab.inbox)
///     Archive().tabItem("Archive").tag(Tab.archive)
/// }
/// ```
///
/// The selection is written when the user chooses a tab; a value written by
/// the app shows its page and is not written back. A page is rendered the
/// first time it is shown and stays mounted after, keeping its state while
/// hidden. A selection that matches no page's tag shows the first page, with
/// a warning. Without a selection (`TabView { ... }`) the view keeps its own,
/// starting at the first page; untagged pages are tagged by their index.
///
/// Pages may come from `ForEach`, each tagged by its element's id unless it
/// has a `.tag(_:)`; they follow the data as it grows, shrinks and reorders,
/// keeping their state. When the selected page leaves, its neighbour (the page
/// after it, else the one before) is shown and written to the selection.
///
/// ```swift
/// TabView(selection: $openID) {
///     ForEach(documents) { document in
///         Editor(document).tabItem(document.name)
///     }
/// }
/// ```
public struct TabView<Selection: Hashable>: HookView {
    /// The pages, in the order of their tabs.
    public let pages: [TabPage]
    /// The selection the app holds, if it gave one.
    public let selection: Binding<Selection>?

    /// Pages built by `content`, the one whose tag is `selection` shown.
    public init(selection: Binding<Selection>, @TabContentBuilder content: () -> [TabPage]) {
        pages = content()
        self.selection = selection
    }

    /// The tab view's widget, its selection and the pages shown so far kept
    /// in hooks.
    public var hookBody: some View {
        let chosen = useState(AnyHashable?.none)
        let shown = useRef(Set<AnyHashable>())
        let warned = useRef(AnyHashable?.none)
        let fallback = useRef(TabSelectionFallback())
        let _ = useLayoutEffect { [selection] in
            if let tag = fallback.current.pendingWrite {
                fallback.current.pendingWrite = nil
                write(tag, to: selection, or: chosen)
            }
            return nil
        }
        stack(chosen: chosen, shown: shown, warned: warned, fallback: fallback)
    }

    /// The widget showing the selected page, which joins the pages shown.
    private func stack(
        chosen: Binding<AnyHashable?>, shown: RefObject<Set<AnyHashable>>,
        warned: RefObject<AnyHashable?>, fallback: RefObject<TabSelectionFallback>
    ) -> TabStack {
        let tags = pages.enumerated().map { $1.tag ?? AnyHashable($0) }
        let wanted = fallback.current.resolve(
            selection.map { AnyHashable($0.wrappedValue) } ?? chosen.wrappedValue, among: tags)
        let current = wanted.flatMap { tags.contains($0) ? $0 : nil } ?? tags.first
        if let wanted, !tags.contains(wanted), warned.current != wanted {
            warned.current = wanted
            HookDiagnostics.report(
                "TabView: the selection \(wanted.base) matches no page's tag, so the first page "
                    + "is shown; tag each page with .tag(_:) after .tabItem(_:icon:), "
                    + "with a value of the selection's type \(Selection.self)")
        }
        // A page that left is forgotten: back again, it waits to be shown.
        shown.current.formIntersection(tags)
        if let current { shown.current.insert(current) }
        let rendered = zip(tags, pages).map { tag, page in
            var page = page
            page.isRendered = shown.current.contains(tag)
            return page
        }
        return TabStack(
            pages: rendered, tags: tags, selection: current,
            onSelect: { [selection] tag in write(tag, to: selection, or: chosen) })
    }
}

/// Writes `tag` to the app's `selection`, or to the view's own `chosen` without one.
@MainActor private func write<Selection: Hashable>(
    _ tag: AnyHashable, to selection: Binding<Selection>?, or chosen: Binding<AnyHashable?>
) {
    if let selection {
        if let value = tag.base as? Selection { selection.wrappedValue = value }
    } else {
        chosen.wrappedValue = tag
    }
}

extension TabView where Selection == Int {
    /// Pages built by `content` that keep their own selection, starting at
    /// the first page.
    public init(@TabContentBuilder content: () -> [TabPage]) {
        pages = content()
        selection = nil
    }
}
