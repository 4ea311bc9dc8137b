import CGtk

extension Widget {
    /// Runs the shortcut bound to `accelerator` (such as `<Control>s`) here.
    ///
    /// As pressing the keys does, the first shortcut controller in this
    /// widget's subtree with a matching trigger activates its action. Returns
    /// false when no shortcut matches.
    @discardableResult
    public func performShortcut(_ accelerator: String) -> Bool {
        guard let wanted = gtk_shortcut_trigger_parse_string(accelerator) else { return false }
        defer { g_object_unref(UnsafeMutableRawPointer(wanted)) }
        return activateShortcut(matching: wanted, in: widget)
    }

    private func activateShortcut(
        matching wanted: OpaquePointer, in current: UnsafeMutablePointer<GtkWidget>
    ) -> Bool {
        if let controllers = gtk_widget_observe_controllers(current) {
            defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
            for index in 0..<g_list_model_get_n_items(controllers) {
                guard let controller = g_list_model_get_item(controllers, index) else { continue }
                defer { g_object_unref(controller) }
                if gtkhooks_is_shortcut_controller(controller) != 0,
                    activate(wanted, in: gtkhooks_list_model(controller), on: current)
                {
                    return true
                }
            }
        }
        var child = gtk_widget_get_first_child(current)
        while let next = child {
            if activateShortcut(matching: wanted, in: next) { return true }
            child = gtk_widget_get_next_sibling(next)
        }
        return false
    }

    private func activate(
        _ wanted: OpaquePointer, in shortcuts: OpaquePointer,
        on owner: UnsafeMutablePointer<GtkWidget>
    ) -> Bool {
        for index in 0..<g_list_model_get_n_items(shortcuts) {
            guard let item = g_list_model_get_item(shortcuts, index) else { continue }
            defer { g_object_unref(item) }
            let shortcut = OpaquePointer(item)
            guard let trigger = gtk_shortcut_get_trigger(shortcut),
                gtk_shortcut_trigger_equal(
                    UnsafeRawPointer(trigger), UnsafeRawPointer(wanted)) != 0,
                let action = gtk_shortcut_get_action(shortcut)
            else { continue }
            return gtk_shortcut_action_activate(
                action, GTK_SHORTCUT_ACTION_EXCLUSIVE, owner, gtk_shortcut_get_arguments(shortcut))
                != 0
        }
        return false
    }
}
