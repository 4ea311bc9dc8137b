import CGtk

@MainActor
extension PopoverMenu {
    /// A popover menu showing `menu`'s entries, whose items find their
    /// actions in `menu`'s group, inserted on the popover as `prefix`.
    ///
    /// The popover keeps `menu`; ``actionMenu`` gives it back. GTK lets go
    /// of `menu`'s group when it disposes of the popover.
    public convenience init(actionMenu menu: ActionMenu, prefix: String) {
        self.init(model: menu.menuModel)
        insertActionGroup(menu.actions, prefix: prefix)
        attachments["actionMenu"] = menu
    }

    /// The menu given to ``init(actionMenu:prefix:)``, if any.
    public var actionMenu: ActionMenu? { attachments["actionMenu"] as? ActionMenu }

    /// Shows `entries`; choosing item `index` calls `activate`.
    ///
    /// Items are numbered depth first. A change of states only keeps the model, so an open
    /// menu stays open.
    public func setMenu(
        _ entries: [MenuButton.Entry], activate: @escaping @MainActor (Int) -> Void
    ) {
        guard let menu = actionMenu, menu.set(entries, activate: activate) else { return }
        menuModel = menu.menuModel
    }
}
