import Reconciler

/// The menu a right click (or a long press) opens on a view: its entries
/// read from `.contextMenu { ... }`'s content.
///
/// The content is menu content (`MenuBuilder`): items, check and radio
/// items, `Divider()`, `MenuSection`s and submenus, also through
/// `ForEach` and `if`. It is read as data, not mounted: a component in it
/// (a view with a body) is left out.
///
/// Two menus are equal when their entries show the same (titles, kinds,
/// shortcuts, disabled states); new actions alone are no change, since a
/// host calls the actions of the latest menu.
///
/// Sendable without checks: made by views and read by hosts, both on the
/// main actor, whose closures the items' actions are.
public struct ContextMenu: Equatable, @unchecked Sendable {
    /// One entry of the menu and the entries under it (a section's or a
    /// submenu's).
    public struct Entry {
        /// The `MenuItem`, `MenuSection`, `Menu` (a submenu) or `Divider`.
        public let view: any PrimitiveView
        /// The entries of a section or submenu; empty for the others.
        public let entries: [Entry]
    }

    /// The entries, in order.
    public let entries: [Entry]

    /// The entries that `content` describes.
    @MainActor public init(_ content: Element) {
        entries = Self.entries(of: content)
    }

    /// The items, depth first through sections and submenus.
    public var items: [MenuItem] {
        Self.items(of: entries)
    }

    /// Equal when the entries show the same.
    public static func == (lhs: ContextMenu, rhs: ContextMenu) -> Bool {
        lhs.signature == rhs.signature
    }

    /// What the entries show, one line each, nested entries indented.
    private var signature: [String] {
        MainActor.assumeIsolated { Self.signature(of: entries, indent: "") }
    }

    @MainActor private static func entries(of content: Element) -> [Entry] {
        content.primitiveViews.map { view in
            switch view {
            case let section as MenuSection:
                Entry(view: view, entries: entries(of: section.content))
            case let menu as Menu: Entry(view: view, entries: entries(of: menu.content))
            default: Entry(view: view, entries: [])
            }
        }
    }

    private static func items(of entries: [Entry]) -> [MenuItem] {
        entries.flatMap { entry -> [MenuItem] in
            if let item = entry.view as? MenuItem { return [item] }
            return items(of: entry.entries)
        }
    }

    @MainActor private static func signature(of entries: [Entry], indent: String) -> [String] {
        entries.flatMap { entry -> [String] in
            let line: String
            if let item = entry.view as? MenuItem {
                line = "\(item.title) \(item.kind) \(String(describing: item.shortcut))"
            } else {
                line = "\(type(of: entry.view)) \((entry.view as? any Widget)?.text ?? "")"
            }
            let disabled = (entry.view as? any Widget)?.modifiers.isDisabled == true
            return [indent + line + (disabled ? " disabled" : "")]
                + signature(of: entry.entries, indent: indent + "  ")
        }
    }
}
