import CGtk

// gtk_widget_add_tick_callback is left out of the generated members (its
// callback takes a GdkFrameClock, which is not generated); the frame clock
// is not needed to run code once per frame, so this form leaves it out.

extension Widget {
    /// Calls `body` once per frame of the widget's window, at the start of
    /// the frame (before layout and painting), for as long as it answers
    /// true; a false answer or the widget's unrealizing removes it.
    ///
    /// Each call adds a callback of its own: several parts of an app can
    /// wait for frames of one widget without replacing each other's.
    ///
    /// ```swift
    /// var frames = 0
    /// list.addTickCallback { frames += 1; return frames < 2 }
    /// ```
    @discardableResult
    public func addTickCallback(_ body: @escaping @MainActor () -> Bool) -> UInt32 {
        let box = ClosureBox<@MainActor () -> Bool>(body)
        return gtk_widget_add_tick_callback(
            widget, tickCallback, box.retainedForGLib(), releaseClosureBox)
    }
}

private let tickCallback: GtkTickCallback = { _, _, data in
    guard let data else { return 0 }
    let box = ClosureBox<@MainActor () -> Bool>.from(data)
    return MainActor.assumeIsolated { box.body() } ? 1 : 0
}
