import CGtk

extension Widget {
    /// Activates the widget (a button clicks) when `accelerator`, such as
    /// `<Control>s`, is pressed anywhere in its window; nil removes it.
    ///
    /// A global-scope `GtkShortcutController` on the widget, made once.
    public func setShortcut(_ accelerator: String?) {
        let existing = shortcutController(named: Self.shortcutControllerName)
        if existing == nil, accelerator == nil { return }
        let controller = existing ?? makeShortcutController(named: Self.shortcutControllerName)
        let model = gtkhooks_list_model(UnsafeMutableRawPointer(controller))
        if g_list_model_get_n_items(model) > 0, let old = g_list_model_get_item(model, 0) {
            gtk_shortcut_controller_remove_shortcut(controller, OpaquePointer(old))
            g_object_unref(old)
        }
        guard let accelerator, let trigger = gtk_shortcut_trigger_parse_string(accelerator) else {
            return
        }
        // gtk_shortcut_new takes a reference to the shared activate action.
        let action = g_object_ref(UnsafeMutableRawPointer(gtk_activate_action_get()))
        let shortcut = gtk_shortcut_new(trigger, OpaquePointer(action))
        gtk_shortcut_controller_add_shortcut(controller, shortcut)
    }

    /// Our global-scope shortcut controller called `name`, found among the
    /// widget's controllers.
    func shortcutController(named name: String) -> OpaquePointer? {
        guard let controllers = gtk_widget_observe_controllers(widget) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let item = g_list_model_get_item(controllers, index) else { continue }
            defer { g_object_unref(item) }
            let controller = gtkhooks_event_controller(item)
            if let controllerName = gtk_event_controller_get_name(controller),
                String(cString: controllerName) == name
            {
                return OpaquePointer(item)
            }
        }
        return nil
    }

    private static let shortcutControllerName = "gtkhooks-shortcuts"

    /// Adds a global-scope shortcut controller called `name` to the widget.
    func makeShortcutController(named name: String) -> OpaquePointer {
        let controller = gtk_shortcut_controller_new()!
        gtk_shortcut_controller_set_scope(controller, GTK_SHORTCUT_SCOPE_GLOBAL)
        let event = gtkhooks_event_controller(UnsafeMutableRawPointer(controller))
        gtk_event_controller_set_name(event, name)
        gtk_widget_add_controller(widget, event)
        return controller
    }
}
