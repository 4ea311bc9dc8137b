import CGtk

extension Application {
    /// Calls `handler` with the URIs of the files the desktop asks to open.
    ///
    /// Calls `handler` with the URIs of the files the desktop asks the
    /// application to open (`open`, as `gapplication launch <id> <file>` or
    /// a D-Bus activation sends them), and declares that it opens files
    /// (`G_APPLICATION_HANDLES_OPEN`). Files on a command line go to
    /// ``onCommandLine(_:)`` when one is connected.
    @discardableResult
    public func onOpen(
        _ handler: @escaping @MainActor ([String]) -> Void
    ) -> SignalConnection<@MainActor ([String]) -> Void> {
        let application = gtkhooks_g_application(pointer)
        let flags = g_application_get_flags(application)
        g_application_set_flags(
            application, GApplicationFlags(flags.rawValue | G_APPLICATION_HANDLES_OPEN.rawValue))
        return connection(
            "open", callback: unsafeBitCast(openCallback, to: GCallback.self), handler: handler)
    }

    /// Whether the application has an id and is registered on a D-Bus
    /// session bus, which notifications and single-instance launches need.
    public var hasSessionBus: Bool {
        let application = gtkhooks_g_application(pointer)
        return g_application_get_application_id(application) != nil
            && g_application_get_dbus_connection(application) != nil
    }

    /// Sends a desktop notification, if there is a session bus.
    ///
    /// Sends a desktop notification (`GNotification`) titled `title`; a later
    /// one with the same `id` replaces it. Needs a session bus
    /// (``hasSessionBus``); returns false, sending nothing, without one.
    @discardableResult
    public func sendNotification(title: String, body: String?, id: String?) -> Bool {
        guard hasSessionBus else { return false }
        let notification = g_notification_new(title)
        if let body { g_notification_set_body(notification, body) }
        g_application_send_notification(gtkhooks_g_application(pointer), id, notification)
        g_object_unref(UnsafeMutableRawPointer(notification))
        return true
    }
}

private typealias OpenCallback =
    @convention(c) (
        gpointer?, UnsafeMutablePointer<OpaquePointer?>?, Int32, UnsafePointer<CChar>?, gpointer?
    ) -> Void

private let openCallback: OpenCallback = { _, files, count, _, data in
    guard let data else { return }
    var uris: [String] = []
    if let files {
        for index in 0..<Int(count) {
            guard let file = files[index], let uri = g_file_get_uri(file) else { continue }
            uris.append(String(cString: uri))
            g_free(uri)
        }
    }
    let box = ClosureBox<@MainActor ([String]) -> Void>.from(data)
    MainActor.assumeIsolated { box.body(uris) }
}
