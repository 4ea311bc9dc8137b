import CGtk

extension Application {
    /// Adds an app-wide action; nil when its name or accelerators are invalid.
    ///
    /// Adds the app-wide action `app.<name>` (`GSimpleAction`) calling
    /// `handler`, triggered from any window of the app by `accelerators`
    /// (GTK's syntax, such as `<Control>q`). Returns the action; its
    /// ``ApplicationAction/remove()`` takes it away again.
    ///
    /// Returns nil, adding nothing, for a name GIO rejects (letters, digits,
    /// `-` and `.` only) or an accelerator GTK cannot parse.
    public func addAction(
        _ name: String, accelerators: [String] = [], _ handler: @escaping @MainActor () -> Void
    ) -> ApplicationAction? {
        guard g_action_name_is_valid(name) != 0,
            accelerators.allSatisfy({ accelerator in
                var key: guint = 0
                var mods = GdkModifierType(0)
                return gtk_accelerator_parse(accelerator, &key, &mods) != 0 && key != 0
            })
        else { return nil }
        let action = Object(adopting: UnsafeMutableRawPointer(g_simple_action_new(name, nil)))
        action.connection(
            "activate", callback: unsafeBitCast(appActionActivated, to: GCallback.self),
            handler: handler as @MainActor () -> Void)
        g_action_map_add_action(gtkhooks_action_map(pointer), gtkhooks_action(action.pointer))
        setAccelerators(accelerators, for: name)
        return ApplicationAction(name: name, action: action, application: self)
    }

    /// Activates the app-wide action `name`, as its accelerator does;
    /// returns false when there is none.
    @discardableResult
    public func activateAction(_ name: String) -> Bool {
        let group = gtkhooks_action_group(pointer)
        guard g_action_group_has_action(group, name) != 0 else { return false }
        g_action_group_activate_action(group, name, nil)
        return true
    }

    /// The accelerators of the app-wide action `name`.
    public func accelerators(for name: String) -> [String] {
        guard
            let list = gtk_application_get_accels_for_action(
                gtkhooks_application(pointer), "app.\(name)")
        else { return [] }
        defer { g_strfreev(list) }
        var result: [String] = []
        var index = 0
        while let entry = list[index] {
            result.append(String(cString: entry))
            index += 1
        }
        return result
    }

    func setAccelerators(_ accelerators: [String], for name: String) {
        var pointers: [UnsafePointer<CChar>?] = accelerators.map { UnsafePointer(strdup($0)) }
        pointers.append(nil)
        defer { for pointer in pointers { free(UnsafeMutablePointer(mutating: pointer)) } }
        pointers.withUnsafeBufferPointer { buffer in
            gtk_application_set_accels_for_action(
                gtkhooks_application(pointer), "app.\(name)", buffer.baseAddress)
        }
    }
}

/// An app-wide action added with ``Application/addAction(_:accelerators:_:)``.
@MainActor public final class ApplicationAction {
    /// The action's name, without the `app.` prefix.
    public let name: String
    private var action: Object?
    private weak var application: Application?

    init(name: String, action: Object, application: Application) {
        self.name = name
        self.action = action
        self.application = application
    }

    /// Removes the action and its accelerators from the application.
    public func remove() {
        guard action != nil else { return }
        action = nil
        guard let application else { return }
        application.setAccelerators([], for: name)
        g_action_map_remove_action(gtkhooks_action_map(application.pointer), name)
    }
}

private typealias AppActionCallback = @convention(c) (gpointer?, gpointer?, gpointer?) -> Void

private let appActionActivated: AppActionCallback = { _, _, data in
    guard let data else { return }
    let box = ClosureBox<@MainActor () -> Void>.from(data)
    MainActor.assumeIsolated { box.body() }
}
