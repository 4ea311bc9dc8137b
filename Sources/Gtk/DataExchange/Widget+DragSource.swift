import CGtk

extension Widget {
    /// Lets the user drag this widget (a `GtkDragSource` of ours).
    ///
    /// When a drag starts at (x, y) in the widget, `items` says what it
    /// carries; nil or no items start no drag. A later call swaps `items`;
    /// nil removes the drag source.
    ///
    /// ```swift
    /// label.setDragItems { _, _ in [.text(label.text)] }
    /// ```
    public func setDragItems(_ items: (@MainActor (Double, Double) -> [ExchangeItem]?)?) {
        let existing = controller(named: Self.dragSourceName)
        guard let items else {
            if let existing { gtk_widget_remove_controller(widget, existing) }
            return
        }
        let controller: Object
        if let existing {
            controller = Object(sinking: UnsafeMutableRawPointer(existing), tracked: false)
        } else {
            let source = gtk_drag_source_new()!
            gtk_drag_source_set_actions(source, GDK_ACTION_COPY)
            controller = Object(adopting: UnsafeMutableRawPointer(source))
            attach(controller, named: Self.dragSourceName)
        }
        controller.connection(
            "prepare", callback: unsafeBitCast(dragPrepare, to: GCallback.self), handler: items)
    }

    /// Whether the widget has a drag source of ours.
    public var hasDragSource: Bool { controller(named: Self.dragSourceName) != nil }

    static let dragSourceName = "gtkhooks-drag-source"
    static let dropTargetName = "gtkhooks-drop-target"

    /// The event controller of ours called `name`, if the widget has one.
    func controller(named name: String) -> OpaquePointer? {
        guard let controllers = gtk_widget_observe_controllers(widget) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let item = g_list_model_get_item(controllers, index) else { continue }
            // The widget keeps the controller: ours is only the list's reference.
            g_object_unref(item)
            let controller = gtkhooks_event_controller(item)
            if let controllerName = gtk_event_controller_get_name(controller),
                String(cString: controllerName) == name
            {
                return controller
            }
        }
        return nil
    }

    /// Gives the widget a reference to `controller` under `name`.
    func attach(_ controller: Object, named name: String) {
        let event = gtkhooks_event_controller(controller.pointer)
        gtk_event_controller_set_name(event, name)
        g_object_ref(controller.pointer)
        gtk_widget_add_controller(widget, event)
    }
}

/// `GtkDragSource::prepare`: the content of the drag, or NULL for none.
private let dragPrepare:
    @convention(c) (gpointer?, Double, Double, gpointer?) -> UnsafeMutablePointer<
        GdkContentProvider
    >? = { _, x, y, data in
        guard let data else { return nil }
        let box = ClosureBox<@MainActor (Double, Double) -> [ExchangeItem]?>.from(data)
        let address = MainActor.assumeIsolated { () -> UInt in
            guard let items = box.body(x, y), !items.isEmpty else { return 0 }
            let offer = ContentOffer(items)
            // The signal returns a new reference.
            g_object_ref(UnsafeMutableRawPointer(offer.provider))
            return UInt(bitPattern: offer.provider)
        }
        return UnsafeMutablePointer(bitPattern: address)
    }
