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

    /// The state the button's menu keeps beside the GTK widget.
    @MainActor
    final class MenuState {
        var menu = Object(adopting: UnsafeMutableRawPointer(g_menu_new()))
        let actions = Object(adopting: UnsafeMutableRawPointer(g_simple_action_group_new()))
        var itemActions: [Object] = []
        var shape: [Entry] = []
        var activate: @MainActor (Int) -> Void = { _ in }
        var items: [Item] = []
        var modelCount = 1
    }

    private var state: MenuState {
        if let state = attachments["menu"] as? MenuState { return state }
        let state = MenuState()
        attachments["menu"] = state
        return state
    }

    private var menu: Object {
        get { state.menu }
        set { state.menu = newValue }
    }
    private var actions: Object { state.actions }
    private var itemActions: [Object] {
        get { state.itemActions }
        set { state.itemActions = newValue }
    }
    private var shape: [Entry] {
        get { state.shape }
        set { state.shape = newValue }
    }
    private var activate: @MainActor (Int) -> Void {
        get { state.activate }
        set { state.activate = newValue }
    }
    /// The items, depth first through sections and submenus, as last set.
    public private(set) var items: [Item] {
        get { state.items }
        set { state.items = newValue }
    }
    /// How many menu models the button has shown since it was made: one more
    /// each time ``setMenu(_:activate:)`` changes more than states.
    public private(set) var modelCount: Int {
        get { state.modelCount }
        set { state.modelCount = newValue }
    }

    /// A menu button with an empty menu.
    public convenience init() {
        self.init(sinking: gtk_menu_button_new())
        gtk_menu_button_set_menu_model(button, gtkhooks_menu_model(menu.pointer))
        gtk_widget_insert_action_group(widget, "menu", gtkhooks_action_group(actions.pointer))
    }

    private var button: OpaquePointer { cast(pointer) }

    /// The `GSimpleActionGroup` inserted as `menu`.
    var actionGroupPointer: UnsafeMutableRawPointer { actions.pointer }

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
        self.activate = activate
        let newShape = entries.map(\.shape)
        let newItems = entries.flatMap(\.items)
        if newShape == shape {
            for (action, item) in zip(itemActions, newItems) { Self.update(action, to: item) }
        } else {
            rebuild(entries)
            shape = newShape
        }
        items = newItems
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

    // MARK: - Building the model

    private func rebuild(_ entries: [Entry]) {
        let map = gtkhooks_action_map(actions.pointer)
        for index in itemActions.indices { g_action_map_remove_action(map, "item\(index)") }
        itemActions.removeAll()
        let shortcuts = shortcutController()
        removeAllShortcuts(from: shortcuts)
        // A new model, not the old one emptied and refilled: GTK 4.8's popover
        // menu keeps the pages of removed submenus ("duplicate child name in
        // GtkStack"), while a new model gets a new popover.
        let fresh = Object(adopting: UnsafeMutableRawPointer(g_menu_new()))
        fill(OpaquePointer(fresh.pointer), with: entries, shortcuts: shortcuts)
        gtk_menu_button_set_menu_model(button, gtkhooks_menu_model(fresh.pointer))
        menu = fresh
        modelCount += 1
    }

    /// `title` as a GMenu label that GTK's popover shows as it is: the popover
    /// reads an underscore as a mnemonic mark, and a doubled one as an underscore.
    static func literalLabel(_ title: String) -> String {
        String(title.flatMap { $0 == "_" ? ["_", "_"] : [$0] })
    }

    private func fill(_ gmenu: OpaquePointer, with entries: [Entry], shortcuts: OpaquePointer) {
        for entry in entries {
            switch entry {
            case .item(let item):
                appendItem(item, to: gmenu, shortcuts: shortcuts)
            case .section(let label, let children):
                let section = g_menu_new()!
                fill(section, with: children, shortcuts: shortcuts)
                g_menu_append_section(
                    gmenu, label, gtkhooks_menu_model(UnsafeMutableRawPointer(section)))
                g_object_unref(UnsafeMutableRawPointer(section))
            case .submenu(let title, let children):
                let submenu = g_menu_new()!
                fill(submenu, with: children, shortcuts: shortcuts)
                g_menu_append_submenu(
                    gmenu, Self.literalLabel(title),
                    gtkhooks_menu_model(UnsafeMutableRawPointer(submenu)))
                g_object_unref(UnsafeMutableRawPointer(submenu))
            }
        }
    }

    /// Makes the action of `item` and appends its `GMenuItem` to `gmenu`.
    private func appendItem(_ item: Item, to gmenu: OpaquePointer, shortcuts: OpaquePointer) {
        let index = itemActions.count
        let name = "item\(index)"
        let action = Object(adopting: UnsafeMutableRawPointer(Self.makeAction(name, for: item)))
        action.connection(
            "activate", callback: unsafeBitCast(actionActivated, to: GCallback.self),
            handler: { [weak self] in self?.activate(index) } as @MainActor () -> Void)
        g_action_map_add_action(
            gtkhooks_action_map(actions.pointer), gtkhooks_action(action.pointer))
        itemActions.append(action)
        let target = item.mark.isRadio ? g_variant_new_string(Self.radioTarget) : nil
        let menuItem = g_menu_item_new(Self.literalLabel(item.title), nil)!
        g_menu_item_set_action_and_target_value(menuItem, "menu.\(name)", target)
        if let accelerator = item.accelerator {
            g_menu_item_set_attribute_value(menuItem, "accel", g_variant_new_string(accelerator))
            if let trigger = gtk_shortcut_trigger_parse_string(accelerator) {
                let shortcut = gtk_shortcut_new(trigger, gtk_named_action_new("menu.\(name)"))
                if item.mark.isRadio {
                    gtk_shortcut_set_arguments(shortcut, g_variant_new_string(Self.radioTarget))
                }
                gtk_shortcut_controller_add_shortcut(shortcuts, shortcut)
            }
        }
        g_menu_append_item(gmenu, menuItem)
        g_object_unref(UnsafeMutableRawPointer(menuItem))
    }

    private static func makeAction(_ name: String, for item: Item) -> OpaquePointer {
        let action: OpaquePointer
        switch item.mark {
        case .none:
            action = g_simple_action_new(name, nil)
        case .check(let isOn):
            action = g_simple_action_new_stateful(name, nil, g_variant_new_boolean(isOn ? 1 : 0))
        case .radio(let isSelected):
            action = g_simple_action_new_stateful(
                name, gtkhooks_variant_type_string(),
                g_variant_new_string(isSelected ? radioTarget : ""))
        }
        g_simple_action_set_enabled(action, item.isEnabled ? 1 : 0)
        return action
    }

    private static func update(_ action: Object, to item: Item) {
        let simple = OpaquePointer(action.pointer)
        g_simple_action_set_enabled(simple, item.isEnabled ? 1 : 0)
        switch item.mark {
        case .none: break
        case .check(let isOn):
            g_simple_action_set_state(simple, g_variant_new_boolean(isOn ? 1 : 0))
        case .radio(let isSelected):
            g_simple_action_set_state(simple, g_variant_new_string(isSelected ? radioTarget : ""))
        }
    }

    // MARK: - Shortcuts

    private func shortcutController() -> OpaquePointer {
        shortcutController(named: "gtkhooks-menu-shortcuts")
            ?? makeShortcutController(named: "gtkhooks-menu-shortcuts")
    }

    private func removeAllShortcuts(from controller: OpaquePointer) {
        let model = gtkhooks_list_model(UnsafeMutableRawPointer(controller))
        while g_list_model_get_n_items(model) > 0, let shortcut = g_list_model_get_item(model, 0) {
            gtk_shortcut_controller_remove_shortcut(controller, OpaquePointer(shortcut))
            g_object_unref(shortcut)
        }
    }
}

extension MenuButton.Item.Mark {
    /// Whether this is a radio item, whose action takes the target.
    var isRadio: Bool {
        if case .radio = self { return true }
        return false
    }
}

private typealias ActionCallback = @convention(c) (gpointer?, gpointer?, gpointer?) -> Void

private let actionActivated: ActionCallback = { _, _, data in
    guard let data else { return }
    let box = ClosureBox<@MainActor () -> Void>.from(data)
    MainActor.assumeIsolated { box.body() }
}
