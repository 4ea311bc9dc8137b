import CGtk

// Drag and drop for tests: GTK's own drags need a pointer that Xvfb cannot
// drive reliably, so tests emit the controllers' signals as GDK would.

extension Widget {
    /// Starts a drag at the centre of this widget, as GDK does: emits
    /// `prepare` on the drag source of ours nearest from here up, and returns
    /// what the drag carries; nil when no drag source is there or it offers nothing.
    public func emitDragPrepare() -> ContentOffer? {
        guard let (owner, source) = nearest(Self.dragSourceName, where: { _ in true }) else {
            return nil
        }
        let (x, y) = centre(in: owner)
        let provider = emitSignal(
            "prepare", on: UnsafeMutableRawPointer(source),
            returning: gdk_content_provider_get_type(),
            arguments: [doubleArgument(x), doubleArgument(y)]
        ) { g_value_dup_object($0) }
        return provider.map {
            ContentOffer(adopting: $0.assumingMemoryBound(to: GdkContentProvider.self))
        }
    }

    /// Drops `offer` at the centre of this widget, as GDK does.
    ///
    /// On the drop target of ours nearest from here up that takes a kind
    /// `offer` holds, emits `enter`, `drop` with the offer's value of the
    /// target's preferred kind, then `leave`. Returns what `drop` answered;
    /// nil when no drop target there takes the offer.
    public func emitDrop(_ offer: ContentOffer) -> Bool? {
        let found = nearest(Self.dropTargetName) { owner in
            !offer.kinds(in: owner.dropKinds).isEmpty
        }
        guard let (owner, target) = found, let kind = offer.kinds(in: owner.dropKinds).first else {
            return nil
        }
        let (x, y) = centre(in: owner)
        let instance = UnsafeMutableRawPointer(target)
        let actionType = gdk_drag_action_get_type()
        _ = emitSignal(
            "enter", on: instance, returning: actionType,
            arguments: [doubleArgument(x), doubleArgument(y)]
        ) { g_value_get_flags($0) }
        let dropped = offer.withValue(of: kind) { value -> Bool in
            guard let value else { return false }
            let valueArgument: (UnsafeMutablePointer<GValue>) -> Void = {
                g_value_init($0, g_value_get_type())
                g_value_set_boxed($0, value)
            }
            return emitSignal(
                "drop", on: instance, returning: g_type_from_name("gboolean"),
                arguments: [valueArgument, doubleArgument(x), doubleArgument(y)]
            ) { g_value_get_boolean($0) != 0 }
        }
        emitSignal("leave", on: instance, returning: nil, arguments: []) { _ in () }
        return dropped
    }

    /// The widget from this one up that has the controller of ours called
    /// `name` and passes `test`, with that controller.
    private func nearest(
        _ name: String, where test: (Widget) -> Bool
    ) -> (Widget, OpaquePointer)? {
        var current: Widget? = self
        while let widget = current {
            if let controller = widget.controller(named: name), test(widget) {
                return (widget, controller)
            }
            current = widget.parent
        }
        return nil
    }

    /// The centre of this widget in the coordinates of `ancestor`.
    private func centre(in ancestor: Widget) -> (Double, Double) {
        var x = 0.0
        var y = 0.0
        _ = gtk_widget_translate_coordinates(
            widget, ancestor.widget, Double(gtk_widget_get_width(widget)) / 2,
            Double(gtk_widget_get_height(widget)) / 2, &x, &y)
        return (x, y)
    }
}

private func doubleArgument(_ number: Double) -> (UnsafeMutablePointer<GValue>) -> Void {
    {
        g_value_init($0, g_type_from_name("gdouble"))
        g_value_set_double($0, number)
    }
}

/// Emits `signal` on `instance` with `arguments` (each initializes and sets
/// its GValue) and reads the return value of type `returning` (nil: none).
@MainActor private func emitSignal<Result>(
    _ signal: String, on instance: gpointer, returning returnType: GType?,
    arguments: [(UnsafeMutablePointer<GValue>) -> Void],
    read: (UnsafeMutablePointer<GValue>) -> Result
) -> Result {
    let count = arguments.count + 1
    let values = UnsafeMutablePointer<GValue>.allocate(capacity: count)
    values.initialize(repeating: GValue(), count: count)
    defer {
        for index in 0..<count { g_value_unset(values + index) }
        values.deallocate()
    }
    let type = g_type_from_name(gtkhooks_type_name(instance))
    g_value_init(values, type)
    g_value_set_object(values, instance)
    for (index, argument) in arguments.enumerated() { argument(values + index + 1) }
    var result = GValue()
    let id = g_signal_lookup(signal, type)
    guard let returnType else {
        g_signal_emitv(values, id, 0, nil)
        return read(&result)
    }
    g_value_init(&result, returnType)
    defer { g_value_unset(&result) }
    g_signal_emitv(values, id, 0, &result)
    return read(&result)
}
