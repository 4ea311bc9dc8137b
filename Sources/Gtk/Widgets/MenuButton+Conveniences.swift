import CGtk

/// A button that opens a menu (`GtkMenuButton` with a `GMenu`).
///
/// Each item is a `GSimpleAction` named `menu.item<N>` (numbered depth first)
/// in an action group on the button: a check item's action has a Boolean
/// state, a radio item's a string state compared with the item's target
/// (``radioTarget``), and a disabled item's action is disabled. An item with
/// an accelerator also gets a window-wide shortcut that activates the same
/// action, and the menu shows the accelerator. Sections and submenus are
/// `GMenu` section and submenu links.
@MainActor
extension MenuButton {
    /// The target of every radio item: its action's state equals it when the
    /// item is selected, and is empty otherwise.
    public static let radioTarget = "selected"

    /// The button's menu and its actions, kept beside the GTK widget.
    var actionMenu: ActionMenu {
        if let menu = attachments["menu"] as? ActionMenu { return menu }
        let menu = ActionMenu(prefix: "menu") { [unowned self] in shortcutController() }
        attachments["menu"] = menu
        return menu
    }

    /// The items, depth first through sections and submenus, as last set.
    public var items: [Item] { actionMenu.items }
    /// How many menu models the button has shown since it was made: one more
    /// each time ``setMenu(_:activate:)`` changes more than states.
    public var modelCount: Int { actionMenu.modelCount }

    /// A menu button with an empty menu.
    public convenience init() {
        self.init(sinking: gtk_menu_button_new())
        let menu = actionMenu
        gtk_menu_button_set_menu_model(button, gtkhooks_menu_model(menu.menu.pointer))
        insertActionGroup(menu.actions, prefix: "menu")
    }

    private var button: OpaquePointer { cast(pointer) }

    /// The `GSimpleActionGroup` inserted as `menu`.
    var actionGroupPointer: UnsafeMutableRawPointer { actionMenu.actions.pointer }

    /// The text on the button.
    public var label: String? {
        get { gtk_menu_button_get_label(button).map { String(cString: $0) } }
        set { gtk_menu_button_set_label(button, newValue) }
    }

    /// Shows the named icon on the button instead of a label.
    public func setIconName(_ name: String) {
        gtk_menu_button_set_icon_name(button, name)
    }

    /// The titles of the items, depth first.
    public var itemTitles: [String] { items.map(\.title) }

    /// Shows `entries`; choosing item `index` (depth first, by click or
    /// shortcut) calls `activate`, unless the item is disabled.
    ///
    /// When only the items' states changed (enabled, check or radio value),
    /// the actions are updated in place and the menu model is kept, so an
    /// open menu stays open.
    public func setMenu(_ entries: [Entry], activate: @escaping @MainActor (Int) -> Void) {
        let menu = actionMenu
        if menu.set(entries, activate: activate) {
            gtk_menu_button_set_menu_model(button, gtkhooks_menu_model(menu.menu.pointer))
        }
    }

    /// Chooses the item titled `title` through its action, as a click does.
    ///
    /// False if there is no such item; a disabled item's action does not run.
    @discardableResult
    public func chooseItem(_ title: String) -> Bool {
        guard let index = itemTitles.firstIndex(of: title) else { return false }
        let target = items[index].mark.isRadio ? Self.radioTarget : nil
        activateAction("item\(index)", target: target)
        return true
    }

    // MARK: - Shortcuts

    private func shortcutController() -> OpaquePointer {
        shortcutController(named: "gtkhooks-menu-shortcuts")
            ?? makeShortcutController(named: "gtkhooks-menu-shortcuts")
    }
}
