import CGtk

/// A `GMenu` of ``MenuButton/Entry``s and the `GSimpleActionGroup` of its
/// items' actions: what a ``MenuButton`` and a context menu's `PopoverMenu`
/// show.
///
/// Each item is a `GSimpleAction` named `item<N>` (numbered depth first),
/// referred to by the menu as `<prefix>.item<N>`: a check item's action has
/// a Boolean state, a radio item's a string state compared with the item's
/// target (``MenuButton/radioTarget``), and a disabled item's action is
/// disabled. Sections and submenus are `GMenu` section and submenu links.
@MainActor
public final class ActionMenu {
    /// The `GMenu` shown now; a new one each time the entries change more
    /// than their states.
    public private(set) var menu = Object(adopting: UnsafeMutableRawPointer(g_menu_new()))
    /// The `GSimpleActionGroup` of the items' actions.
    public let actions = Object(adopting: UnsafeMutableRawPointer(g_simple_action_group_new()))
    /// The items, depth first through sections and submenus, as last set.
    public private(set) var items: [MenuButton.Item] = []
    /// How many menu models have been made: one more each time ``set(_:activate:)``
    /// changes more than states.
    public private(set) var modelCount = 1

    private let prefix: String
    private let shortcuts: (@MainActor () -> OpaquePointer)?
    private var itemActions: [Object] = []
    private var shape: [MenuButton.Entry] = []
    private var activate: @MainActor (Int) -> Void = { _ in }

    /// An empty menu whose items name their actions `prefix.item<N>`; with
    /// `shortcuts`, an item's accelerator is also bound in the shortcut
    /// controller it returns.
    public init(prefix: String, shortcuts: (@MainActor () -> OpaquePointer)? = nil) {
        self.prefix = prefix
        self.shortcuts = shortcuts
    }

    /// The menu as a `GMenuModel`, for a widget to show.
    public var menuModel: MenuModel { MenuModel(sinking: menu.pointer) }

    /// Shows `entries`; choosing item `index` calls `activate`.
    ///
    /// Items are numbered depth first; a disabled one does not call it.
    /// Returns whether a new menu model was made; when only the items' states changed (enabled, check
    /// or radio value), the actions are updated in place and the model kept.
    @discardableResult
    public func set(_ entries: [MenuButton.Entry], activate: @escaping @MainActor (Int) -> Void)
        -> Bool
    {
        self.activate = activate
        let newShape = entries.map(\.shape)
        let newItems = entries.flatMap(\.items)
        defer { items = newItems }
        if newShape == shape {
            for (action, item) in zip(itemActions, newItems) { Self.update(action, to: item) }
            return false
        }
        rebuild(entries)
        shape = newShape
        return true
    }

    /// Activates the action `name` (such as `item0`), as the menu does when
    /// its item is clicked; `target` is a radio item's target, else nil.
    public func activateAction(_ name: String, target: String? = nil) {
        g_action_group_activate_action(
            gtkhooks_action_group(actions.pointer), name, target.map { g_variant_new_string($0) })
    }

    private func rebuild(_ entries: [MenuButton.Entry]) {
        let map = gtkhooks_action_map(actions.pointer)
        for index in itemActions.indices { g_action_map_remove_action(map, "item\(index)") }
        itemActions.removeAll()
        let shortcuts = shortcuts?()
        if let shortcuts { Self.removeAllShortcuts(from: shortcuts) }
        // A new model, not the old one emptied and refilled: GTK 4.8's popover
        // menu keeps the pages of removed submenus ("duplicate child name in
        // GtkStack"), while a new model gets a new popover.
        let fresh = Object(adopting: UnsafeMutableRawPointer(g_menu_new()))
        fill(OpaquePointer(fresh.pointer), with: entries, shortcuts: shortcuts)
        menu = fresh
        modelCount += 1
    }

    /// `title` as a GMenu label that GTK's popover shows as it is: the popover
    /// reads an underscore as a mnemonic mark, and a doubled one as an underscore.
    static func literalLabel(_ title: String) -> String {
        String(title.flatMap { $0 == "_" ? ["_", "_"] : [$0] })
    }

    private func fill(
        _ gmenu: OpaquePointer, with entries: [MenuButton.Entry], shortcuts: OpaquePointer?
    ) {
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
    private func appendItem(
        _ item: MenuButton.Item, to gmenu: OpaquePointer, shortcuts: OpaquePointer?
    ) {
        let index = itemActions.count
        let name = "item\(index)"
        let action = Object(adopting: UnsafeMutableRawPointer(Self.makeAction(name, for: item)))
        action.connection(
            "activate", callback: unsafeBitCast(actionActivated, to: GCallback.self),
            handler: { [weak self] in self?.activate(index) } as @MainActor () -> Void)
        g_action_map_add_action(
            gtkhooks_action_map(actions.pointer), gtkhooks_action(action.pointer))
        itemActions.append(action)
        let radioTarget = MenuButton.radioTarget
        let target = item.mark.isRadio ? g_variant_new_string(radioTarget) : nil
        let menuItem = g_menu_item_new(Self.literalLabel(item.title), nil)!
        g_menu_item_set_action_and_target_value(menuItem, "\(prefix).\(name)", target)
        if let accelerator = item.accelerator {
            g_menu_item_set_attribute_value(menuItem, "accel", g_variant_new_string(accelerator))
            if let shortcuts, let trigger = gtk_shortcut_trigger_parse_string(accelerator) {
                let shortcut = gtk_shortcut_new(trigger, gtk_named_action_new("\(prefix).\(name)"))
                if item.mark.isRadio {
                    gtk_shortcut_set_arguments(shortcut, g_variant_new_string(radioTarget))
                }
                gtk_shortcut_controller_add_shortcut(shortcuts, shortcut)
            }
        }
        g_menu_append_item(gmenu, menuItem)
        g_object_unref(UnsafeMutableRawPointer(menuItem))
    }

    private static func makeAction(_ name: String, for item: MenuButton.Item) -> OpaquePointer {
        let radioTarget = MenuButton.radioTarget
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

    private static func update(_ action: Object, to item: MenuButton.Item) {
        let simple = OpaquePointer(action.pointer)
        g_simple_action_set_enabled(simple, item.isEnabled ? 1 : 0)
        switch item.mark {
        case .none: break
        case .check(let isOn):
            g_simple_action_set_state(simple, g_variant_new_boolean(isOn ? 1 : 0))
        case .radio(let isSelected):
            g_simple_action_set_state(
                simple, g_variant_new_string(isSelected ? MenuButton.radioTarget : ""))
        }
    }

    private static func removeAllShortcuts(from controller: OpaquePointer) {
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
