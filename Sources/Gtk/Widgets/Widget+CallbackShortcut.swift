import CGtk

extension Widget {
    /// Calls `perform` when `accelerator` (such as `<Control>f`) is pressed
    /// anywhere in the widget's window.
    ///
    /// A nil accelerator removes it. `perform` answers whether it handled
    /// the key: false lets the key go on to other handlers.
    ///
    /// One such shortcut per `name`, each in its own global-scope
    /// `GtkShortcutController` on the widget; a later call with the same name
    /// replaces it.
    public func setShortcut(
        _ accelerator: String?, named name: String,
        perform: @escaping @MainActor () -> Bool
    ) {
        let existing = shortcutController(named: name)
        if existing == nil, accelerator == nil { return }
        let controller = existing ?? makeShortcutController(named: name)
        let model = gtkhooks_list_model(UnsafeMutableRawPointer(controller))
        while g_list_model_get_n_items(model) > 0, let old = g_list_model_get_item(model, 0) {
            gtk_shortcut_controller_remove_shortcut(controller, OpaquePointer(old))
            g_object_unref(old)
        }
        guard let accelerator, let trigger = gtk_shortcut_trigger_parse_string(accelerator) else {
            return
        }
        let box = ClosureBox<@MainActor () -> Bool>(perform)
        let action = gtk_callback_action_new(
            shortcutCallback, box.retainedForGLib(), releaseClosureBox)
        gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(trigger, action))
    }
}

/// The C callback of a shortcut made by `setShortcut(_:named:perform:)`:
/// calls the Swift closure in its box.
private let shortcutCallback: GtkShortcutFunc = { _, _, data in
    guard let data else { return 0 }
    let box = ClosureBox<@MainActor () -> Bool>.from(data)
    return MainActor.assumeIsolated { box.body() } ? 1 : 0
}
