/// Which columns of a ``NavigationSplitView`` show, SwiftUI's
/// `NavigationSplitViewVisibility`.
public enum NavigationSplitViewVisibility: Hashable, Sendable {
    /// The sidebar beside the detail while the view is wide enough; the
    /// detail alone when it is collapsed.
    case automatic
    /// The sidebar and the detail; collapsed, the sidebar in the detail's place.
    case all
    /// The same as ``all`` (the view has two columns).
    case doubleColumn
    /// The detail alone.
    case detailOnly

    /// Whether the sidebar shows, `collapsed` or not.
    public func showsSidebar(collapsed: Bool) -> Bool {
        switch self {
        case .automatic: !collapsed
        case .all, .doubleColumn: true
        case .detailOnly: false
        }
    }

    /// Whether the detail shows: always, but in place of a collapsed sidebar.
    public func showsDetail(collapsed: Bool) -> Bool {
        !collapsed || !showsSidebar(collapsed: true)
    }

    /// The visibility the sidebar button asks for: the sidebar shown when it
    /// is hidden, and hidden when it shows (back to ``automatic`` when
    /// collapsed, where that hides it).
    public func toggled(collapsed: Bool) -> NavigationSplitViewVisibility {
        guard showsSidebar(collapsed: collapsed) else { return .all }
        return collapsed ? .automatic : .detailOnly
    }
}
