import Reconciler

extension View {
    /// Opens a menu of `menuItems` where the user right-clicks this view (or
    /// long-presses it on a touch screen).
    ///
    /// The entries are those of a `Menu`: items, check and radio items,
    /// `Divider()`, `MenuSection`s and submenus. Choosing an item calls the
    /// action of the latest render. Removing the modifier removes the menu.
    ///
    /// ```swift
    /// Text(file.name).contextMenu {
    ///     MenuItem("Open") { open(file) }
    ///     Divider()
    ///     MenuItem("Delete") { delete(file) }.disabled(file.isLocked)
    /// }
    /// ```
    public func contextMenu<MenuItems: View>(
        @MenuBuilder menuItems: () -> MenuItems
    ) -> ModifiedView<Self, WidgetModifier> {
        let menu = ContextMenu(Element(menuItems()))
        return modifiers { $0.pointerInput.contextMenu = menu }
    }
}
