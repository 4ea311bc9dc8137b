import CGtk

/// A button that opens a menu (`GtkMenuButton` with a `GMenu`).
///
/// Each item is a `GSimpleAction` named `menu.item<N>` in an action group on
/// the button; an item with an accelerator also gets a window-wide shortcut
/// that activates the same action, and the menu shows the accelerator.
@MainActor
public final class MenuButton: Widget {
    private let menu: Object
    private let actions: Object
    private var itemActions: [Object] = []
    /// The titles of the items, in order.
    public private(set) var itemTitles: [String] = []

    /// A menu button with an empty menu.
    public init() {
        menu = Object(adopting: UnsafeMutableRawPointer(g_menu_new()))
        actions = Object(adopting: UnsafeMutableRawPointer(g_simple_action_group_new()))
        super.init(sinking: gtk_menu_button_new())
        gtk_menu_button_set_menu_model(button, gtkhooks_menu_model(menu.pointer))
        gtk_widget_insert_action_group(widget, "menu", gtkhooks_action_group(actions.pointer))
    }

    private var button: OpaquePointer { gtkhooks_menu_button(pointer) }

    /// The text on the button.
    public var label: String? {
        get { gtk_menu_button_get_label(button).map { String(cString: $0) } }
        set { gtk_menu_button_set_label(button, newValue) }
    }

    /// Shows the named icon on the button instead of a label.
    public func setIconName(_ name: String) {
        gtk_menu_button_set_icon_name(button, name)
    }

    /// Replaces the items; choosing item `index` (by click or shortcut) calls `activate`.
    public func setItems(
        _ items: [(title: String, accelerator: String?)],
        activate: @escaping @MainActor (Int) -> Void
    ) {
        let map = gtkhooks_action_map(actions.pointer)
        for index in itemActions.indices { g_action_map_remove_action(map, "item\(index)") }
        itemActions.removeAll()
        g_menu_remove_all(OpaquePointer(menu.pointer))
        let shortcuts = shortcutController()
        removeAllShortcuts(from: shortcuts)
        for (index, item) in items.enumerated() {
            let action = Object(
                adopting: UnsafeMutableRawPointer(g_simple_action_new("item\(index)", nil)))
            action.connection(
                "activate", callback: unsafeBitCast(actionActivated, to: GCallback.self),
                handler: { activate(index) } as @MainActor () -> Void)
            g_action_map_add_action(map, gtkhooks_action(action.pointer))
            itemActions.append(action)
            let menuItem = g_menu_item_new(item.title, "menu.item\(index)")
            if let accelerator = item.accelerator {
                g_menu_item_set_attribute_value(
                    menuItem, "accel", g_variant_new_string(accelerator))
                if let trigger = gtk_shortcut_trigger_parse_string(accelerator) {
                    let named = gtk_named_action_new("menu.item\(index)")
                    gtk_shortcut_controller_add_shortcut(
                        shortcuts, gtk_shortcut_new(trigger, named))
                }
            }
            g_menu_append_item(OpaquePointer(menu.pointer), menuItem)
            g_object_unref(UnsafeMutableRawPointer(menuItem))
        }
        itemTitles = items.map(\.title)
    }

    /// Chooses the item titled `title` through its action, as clicking it in
    /// the open menu does; false if there is no such item.
    @discardableResult
    public func chooseItem(_ title: String) -> Bool {
        guard let index = itemTitles.firstIndex(of: title) else { return false }
        g_action_group_activate_action(gtkhooks_action_group(actions.pointer), "item\(index)", nil)
        return true
    }

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

private typealias ActionCallback = @convention(c) (gpointer?, gpointer?, gpointer?) -> Void

private let actionActivated: ActionCallback = { _, _, data in
    guard let data else { return }
    let box = ClosureBox<@MainActor () -> Void>.from(data)
    MainActor.assumeIsolated { box.body() }
}
