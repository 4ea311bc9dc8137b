extension MenuButton {
    /// One entry of the menu a ``MenuButton`` shows.
    ///
    /// ```swift
    /// button.setMenu([
    ///     .section(label: nil, [.item(MenuButton.Item("Open", accelerator: "<Control>o"))]),
    ///     .submenu(title: "Recent", [.item(MenuButton.Item("notes.txt"))]),
    /// ]) { index in choose(index) }
    /// ```
    public indirect enum Entry: Equatable, Sendable {
        /// An item; choosing it activates its action.
        case item(Item)
        /// Entries shown as a group, under `label` if given; GTK draws a
        /// separator between sections.
        case section(label: String?, [Entry])
        /// Entries in a submenu opened from an item titled `title`.
        case submenu(title: String, [Entry])
    }

    /// An item of a ``MenuButton``'s menu and the state of its `GAction`.
    public struct Item: Equatable, Sendable {
        /// Whether an item shows a check mark or radio dot, and whether it is set.
        public enum Mark: Equatable, Sendable {
            /// A plain item: a stateless action.
            case none
            /// A check item: an action with a Boolean state.
            case check(Bool)
            /// A radio item: an action with a string state, set when it equals
            /// the item's target.
            case radio(Bool)
        }

        /// The text of the item.
        public var title: String
        /// The shortcut shown beside it and bound in the window, such as `<Control>o`.
        public var accelerator: String?
        /// False: the action is disabled, so the item is greyed out and
        /// choosing it (or its shortcut) does nothing.
        public var isEnabled: Bool
        /// Its check mark or radio dot.
        public var mark: Mark

        /// An item titled `title`.
        public init(
            _ title: String, accelerator: String? = nil, isEnabled: Bool = true,
            mark: Mark = .none
        ) {
            self.title = title
            self.accelerator = accelerator
            self.isEnabled = isEnabled
            self.mark = mark
        }
    }
}

extension MenuButton.Entry {
    /// The same entries with every item's state (enabled, mark value) reset:
    /// equal shapes need no new menu model, only new action states.
    var shape: MenuButton.Entry {
        switch self {
        case .item(var item):
            item.isEnabled = true
            switch item.mark {
            case .none: break
            case .check: item.mark = .check(false)
            case .radio: item.mark = .radio(false)
            }
            return .item(item)
        case .section(let label, let entries): return .section(label: label, entries.map(\.shape))
        case .submenu(let title, let entries): return .submenu(title: title, entries.map(\.shape))
        }
    }

    /// The items in this entry, depth first: the order of their action numbers.
    var items: [MenuButton.Item] {
        switch self {
        case .item(let item): [item]
        case .section(_, let entries), .submenu(_, let entries): entries.flatMap(\.items)
        }
    }
}
