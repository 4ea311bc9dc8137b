import CGtk

extension Application {
    /// Calls `handler` once when the main loop is about to end (`shutdown`),
    /// while windows still exist: the place to unmount what the app rendered.
    @discardableResult
    public func onShutdown(
        _ handler: @escaping @MainActor () -> Void
    ) -> SignalConnection<@MainActor () -> Void> {
        connectAction("shutdown", handler)
    }

    /// Adds `window` to the application, so the application runs while it is open.
    public func add(_ window: Window) {
        gtk_application_add_window(gtkhooks_application(pointer), window.window)
    }
}
