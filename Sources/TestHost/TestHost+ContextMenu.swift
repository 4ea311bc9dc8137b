import Widgets

extension TestHost {
    /// The titles of the items of the context menu that a right click on
    /// `widget` opens (the nearest `.contextMenu` from `widget` up), depth
    /// first through sections and submenus.
    ///
    /// Throws when no view there has a context menu.
    public func contextMenuItems(of widget: TestWidget) throws -> [String] {
        try contextMenu(of: widget).items.map(\.title)
    }

    /// Opens the context menu of `widget` and chooses the item titled
    /// `title`, as a right click and a click on the item would, then
    /// flushes.
    ///
    /// A disabled item (or one in a disabled section or submenu) does
    /// nothing. Throws when there is no context menu or no such item.
    ///
    /// ```swift
    /// try host.chooseContextMenuItem("Delete", of: host.find(text: "notes.txt")!)
    /// ```
    public func chooseContextMenuItem(_ title: String, of widget: TestWidget) throws {
        let menu = try contextMenu(of: widget)
        guard let item = Self.item(titled: title, in: menu.entries, disabled: false) else {
            throw TestHostError(
                description: "the context menu of \(widget.name) has no item \"\(title)\"; "
                    + "it has \(menu.items.map(\.title))")
        }
        if let item { item.activate() }
        if flushesAfterActions { flush() }
    }

    private func contextMenu(of widget: TestWidget) throws -> ContextMenu {
        var current: TestWidget? = widget
        while let node = current {
            if let menu = node.modifiers?.pointerInput.contextMenu { return menu }
            current = node.parent
        }
        throw TestHostError(
            description: "no .contextMenu at or above \(widget.name); the tree is:\n\(dump())")
    }

    /// The item titled `title`: nil when there is none, `.some(nil)` when
    /// it is disabled (by itself or by a section or submenu around it).
    private static func item(
        titled title: String, in entries: [ContextMenu.Entry], disabled: Bool
    ) -> MenuItem?? {
        for entry in entries {
            let isDisabled =
                disabled || (entry.view as? any Widget)?.modifiers.isDisabled == true
            if let item = entry.view as? MenuItem, item.title == title {
                return .some(isDisabled ? nil : item)
            }
            if let found = item(titled: title, in: entry.entries, disabled: isDisabled) {
                return found
            }
        }
        return nil
    }
}
