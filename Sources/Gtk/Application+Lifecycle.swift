import CGtk

extension Application {
    /// Adds `window` to the application, so the application runs while it is open.
    public func add(_ window: Window) {
        gtk_application_add_window(gtkhooks_application(pointer), window.window)
    }
}

extension Application {
    /// Takes `window` out of the application (the application stops running
    /// for it; the window is not destroyed).
    public func remove(_ window: Window) {
        gtk_application_remove_window(gtkhooks_application(pointer), window.window)
    }

    /// Calls `handler` after a window left the application (destroyed or
    /// removed); ``windowCount`` already counts without it.
    @discardableResult
    public func onWindowRemoved(
        _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection<@MainActor () -> Void> {
        connection(
            "window-removed", callback: unsafeBitCast(windowRemovedCallback, to: GCallback.self),
            handler: handler)
    }
}

private typealias WindowRemovedCallback = @convention(c) (gpointer?, gpointer?, gpointer?) -> Void

private let windowRemovedCallback: WindowRemovedCallback = { _, _, data in
    guard let data else { return }
    let box = ClosureBox<@MainActor () -> Void>.from(data)
    MainActor.assumeIsolated { box.body() }
}
