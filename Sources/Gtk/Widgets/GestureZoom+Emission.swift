import CGtk

// XTEST has no touch points and Xvfb no touchpad, so a test of a pinch emits
// the zoom gesture's signals with the values GDK would give them.

extension Widget {
    /// Pinches this widget as two fingers would: emits `scale-changed` with
    /// each of `scales` on the widget's first `GtkGestureZoom`, then `end`.
    ///
    /// Returns false, emitting nothing, when the widget has no zoom gesture.
    public func emitPinch(scales: [Double]) -> Bool {
        guard let zoom = firstController(of: gtk_gesture_zoom_get_type()) else { return false }
        let type = gtk_gesture_zoom_get_type()
        for scale in scales {
            var values = [GValue](repeating: GValue(), count: 2)
            values.withUnsafeMutableBufferPointer { buffer in
                let values = buffer.baseAddress!
                g_value_init(values, type)
                g_value_set_object(values, zoom)
                g_value_init(values + 1, g_type_from_name("gdouble"))
                g_value_set_double(values + 1, scale)
                g_signal_emitv(values, g_signal_lookup("scale-changed", type), 0, nil)
                for index in 0..<2 { g_value_unset(values + index) }
            }
        }
        var values = [GValue](repeating: GValue(), count: 2)
        values.withUnsafeMutableBufferPointer { buffer in
            let values = buffer.baseAddress!
            g_value_init(values, type)
            g_value_set_object(values, zoom)
            // No sequence: the end of the whole gesture.
            g_value_init(values + 1, gdk_event_sequence_get_type())
            g_signal_emitv(values, g_signal_lookup("end", gtk_gesture_get_type()), 0, nil)
            for index in 0..<2 { g_value_unset(values + index) }
        }
        return true
    }

    /// The widget's first event controller of `type` (or a subtype), not retained.
    private func firstController(of type: GType) -> gpointer? {
        guard let controllers = gtk_widget_observe_controllers(widget) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let item = g_list_model_get_item(controllers, index) else { continue }
            // The widget keeps the controller: ours is only the list's reference.
            g_object_unref(item)
            let instance = item.assumingMemoryBound(to: GTypeInstance.self)
            if g_type_check_instance_is_a(instance, type) != 0 { return item }
        }
        return nil
    }
}
