import CGtk

// GTK 4.8 gives no public way to make a GdkEvent, and only an X server with
// XTEST can be made to click (GtkTestSupport's XTestInput): a test of click
// handling without one (another backend, a headless renderer) emits the
// gesture's signals with the values GDK would give them, as the drag tests do.

extension GestureClick {
    /// Emits `pressed` as the `count`th press of a click at (`x`, `y`) in
    /// the coordinates of the gesture's widget: the handlers connected with
    /// ``onPressed(_:)`` run with these values, before this returns.
    ///
    /// Only the signal is emitted: the gesture does not change state, and no
    /// `released` follows (``emitReleased(count:x:y:)`` sends one).
    public func emitPressed(count: Int = 1, x: Double, y: Double) {
        emitClickSignal("pressed", count: count, x: x, y: y)
    }

    /// Emits `released` as the end of the `count`th press of a click at
    /// (`x`, `y`) in the coordinates of the gesture's widget: the handlers
    /// connected with ``onReleased(_:)`` run with these values.
    public func emitReleased(count: Int = 1, x: Double, y: Double) {
        emitClickSignal("released", count: count, x: x, y: y)
    }

    /// Emits `signal` (which takes a press count and two coordinates) on the gesture.
    private func emitClickSignal(_ signal: String, count: Int, x: Double, y: Double) {
        var arguments = [GValue](repeating: GValue(), count: 4)
        arguments.withUnsafeMutableBufferPointer { values in
            let values = values.baseAddress!
            g_value_init(values, Self.gType)
            g_value_set_object(values, pointer)
            g_value_init(values + 1, g_type_from_name("gint"))
            g_value_set_int(values + 1, gint(count))
            g_value_init(values + 2, g_type_from_name("gdouble"))
            g_value_set_double(values + 2, x)
            g_value_init(values + 3, g_type_from_name("gdouble"))
            g_value_set_double(values + 3, y)
            g_signal_emitv(values, g_signal_lookup(signal, GestureClick.gType), 0, nil)
            for index in 0..<4 { g_value_unset(values + index) }
        }
    }
}
