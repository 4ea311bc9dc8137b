import CGtk

extension MenuButton {
    /// One item of the `GMenuModel` a ``MenuButton`` shows, read back from
    /// GLib: its attributes and links, as a menu renders them.
    public struct ModelItem: Equatable, Sendable {
        /// The `label` attribute.
        public var label: String?
        /// The `action` attribute, such as `menu.item0`.
        public var action: String?
        /// The `target` attribute (a string's contents, anything else printed).
        public var target: String?
        /// The `accel` attribute, such as `<Control>o`.
        public var accelerator: String?
        /// The items of its `section` link, if it has one.
        public var section: [ModelItem]?
        /// The items of its `submenu` link, if it has one.
        public var submenu: [ModelItem]?

        /// An item with these attributes and links (nil: absent).
        public init(
            label: String? = nil, action: String? = nil, target: String? = nil,
            accelerator: String? = nil, section: [ModelItem]? = nil, submenu: [ModelItem]? = nil
        ) {
            self.label = label
            self.action = action
            self.target = target
            self.accelerator = accelerator
            self.section = section
            self.submenu = submenu
        }
    }

    /// The menu model as GLib holds it now.
    public var model: [ModelItem] {
        guard let root = gtk_menu_button_get_menu_model(gtkhooks_menu_button(pointer)) else {
            return []
        }
        return Self.items(of: root)
    }

    /// Whether the action `name` (such as `item0`, without the `menu.`
    /// prefix) is enabled; nil if there is no such action.
    public func isActionEnabled(_ name: String) -> Bool? {
        let group = gtkhooks_action_group(actionGroupPointer)
        guard g_action_group_has_action(group, name) != 0 else { return nil }
        return g_action_group_get_action_enabled(group, name) != 0
    }

    /// The state of the action `name`: a string's contents, anything else
    /// printed (`true`, `false`); nil if it is stateless or missing.
    public func actionState(_ name: String) -> String? {
        let group = gtkhooks_action_group(actionGroupPointer)
        guard let state = g_action_group_get_action_state(group, name) else { return nil }
        defer { g_variant_unref(state) }
        return Self.describe(state)
    }

    /// Activates the action `name` through the button's action group, as the
    /// menu does when an item is clicked.
    ///
    /// `target` is a radio item's string target, nil for other items. A
    /// disabled action does nothing.
    public func activateAction(_ name: String, target: String? = nil) {
        g_action_group_activate_action(
            gtkhooks_action_group(actionGroupPointer), name,
            target.map { g_variant_new_string($0) })
    }

    private static func items(of model: UnsafeMutablePointer<GMenuModel>) -> [ModelItem] {
        (0..<g_menu_model_get_n_items(model)).map { index in
            ModelItem(
                label: attribute("label", of: model, at: index),
                action: attribute("action", of: model, at: index),
                target: attribute("target", of: model, at: index),
                accelerator: attribute("accel", of: model, at: index),
                section: link("section", of: model, at: index),
                submenu: link("submenu", of: model, at: index))
        }
    }

    private static func attribute(
        _ name: String, of model: UnsafeMutablePointer<GMenuModel>, at index: Int32
    ) -> String? {
        guard let value = g_menu_model_get_item_attribute_value(model, index, name, nil) else {
            return nil
        }
        defer { g_variant_unref(value) }
        return describe(value)
    }

    private static func link(
        _ name: String, of model: UnsafeMutablePointer<GMenuModel>, at index: Int32
    ) -> [ModelItem]? {
        guard let linked = g_menu_model_get_item_link(model, index, name) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(linked)) }
        return items(of: linked)
    }

    private static func describe(_ value: OpaquePointer) -> String {
        if g_variant_is_of_type(value, gtkhooks_variant_type_string()) != 0 {
            return String(cString: g_variant_get_string(value, nil))
        }
        let printed = g_variant_print(value, 0)!
        defer { g_free(printed) }
        return String(cString: printed)
    }
}
