import CGtk

/// What a drop target of ours does with a drag over its widget.
public struct DropHandlers {
    /// Takes the dropped items at (x, y); returns whether it used them.
    public var drop: @MainActor ([ExchangeItem], Double, Double) -> Bool
    /// A drag that the target may take entered the widget.
    public var enter: @MainActor () -> Void
    /// The drag left the widget, or was dropped.
    public var leave: @MainActor () -> Void

    /// Handlers that drop with `drop` and tell `enter` and `leave`.
    public init(
        drop: @escaping @MainActor ([ExchangeItem], Double, Double) -> Bool,
        enter: @escaping @MainActor () -> Void = {},
        leave: @escaping @MainActor () -> Void = {}
    ) {
        self.drop = drop
        self.enter = enter
        self.leave = leave
    }
}

extension Widget {
    /// Lets the user drop items of `kinds` (in order of preference) on the widget.
    ///
    /// The widget gets a `GtkDropTarget` of ours; a later call swaps the
    /// handlers and kinds, and nil kinds remove the drop target.
    ///
    /// ```swift
    /// box.setDropTarget(kinds: [.files]) { items, _, _ in open(items); return true }
    /// ```
    public func setDropTarget(kinds: [ExchangeKind]?, handlers: DropHandlers) {
        let existing = controller(named: Self.dropTargetName)
        guard let kinds, !kinds.isEmpty else {
            if let existing { gtk_widget_remove_controller(widget, existing) }
            return
        }
        let controller: Object
        if let existing {
            controller = Object(sinking: UnsafeMutableRawPointer(existing), tracked: false)
        } else {
            let target = gtk_drop_target_new(0, GDK_ACTION_COPY)!
            controller = Object(adopting: UnsafeMutableRawPointer(target))
            attach(controller, named: Self.dropTargetName)
        }
        var types = kinds.map(\.gtype)
        gtk_drop_target_set_gtypes(OpaquePointer(controller.pointer), &types, gsize(types.count))
        controller.connection(
            "drop", callback: unsafeBitCast(dropTargetDrop, to: GCallback.self),
            handler: handlers.drop)
        controller.connection(
            "enter", callback: unsafeBitCast(dropTargetEnter, to: GCallback.self),
            handler: handlers.enter)
        controller.connection(
            "leave", callback: unsafeBitCast(dropTargetLeave, to: GCallback.self),
            handler: handlers.leave)
    }

    /// The kinds the widget's drop target of ours takes, in order; empty without one.
    public var dropKinds: [ExchangeKind] {
        guard let target = controller(named: Self.dropTargetName) else { return [] }
        var count: gsize = 0
        guard let types = gtk_drop_target_get_gtypes(target, &count) else {
            return []
        }
        return (0..<Int(count)).compactMap { ExchangeKind.of(types[$0]) }
    }
}

/// `GtkDropTarget::drop`: the dropped value at (x, y).
private let dropTargetDrop:
    @convention(c) (gpointer?, UnsafePointer<GValue>?, Double, Double, gpointer?) -> gboolean = {
        _, value, x, y, data in
        guard let value, let data else { return gtkhooks_false }
        let box = ClosureBox<@MainActor ([ExchangeItem], Double, Double) -> Bool>.from(data)
        let address = UInt(bitPattern: value)
        return MainActor.assumeIsolated {
            guard let value = UnsafePointer<GValue>(bitPattern: address) else {
                return gtkhooks_false
            }
            let items = ExchangeItem.items(in: value)
            return !items.isEmpty && box.body(items, x, y) ? gtkhooks_true : gtkhooks_false
        }
    }

/// `GtkDropTarget::enter`: the drag is over the widget; copy is the action taken.
private let dropTargetEnter:
    @convention(c) (gpointer?, Double, Double, gpointer?) -> GdkDragAction =
        { _, _, _, data in
            guard let data else { return GDK_ACTION_COPY }
            let box = ClosureBox<@MainActor () -> Void>.from(data)
            MainActor.assumeIsolated { box.body() }
            return GDK_ACTION_COPY
        }

/// `GtkDropTarget::leave`.
private let dropTargetLeave: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
    guard let data else { return }
    let box = ClosureBox<@MainActor () -> Void>.from(data)
    MainActor.assumeIsolated { box.body() }
}
