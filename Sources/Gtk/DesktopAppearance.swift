import CGtk

/// The desktop's light/dark preference, read from the XDG settings portal
/// (`org.freedesktop.appearance` `color-scheme`) when a session bus is there.
///
/// Values follow the portal: 0 no preference, 1 prefers dark, 2 prefers light.
@MainActor
public final class DesktopAppearance {
    private let connection: OpaquePointer
    private var subscription: guint = 0

    /// The portal over the session bus; nil without `DBUS_SESSION_BUS_ADDRESS`
    /// (never autolaunches a bus) or when the bus cannot be reached.
    public init?() {
        guard getenv("DBUS_SESSION_BUS_ADDRESS") != nil,
            let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, nil)
        else { return nil }
        self.connection = connection
    }

    isolated deinit {
        if subscription != 0 { g_dbus_connection_signal_unsubscribe(connection, subscription) }
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    /// The portal's `color-scheme`, or nil when the portal does not answer.
    public func colorScheme() -> UInt32? {
        let arguments = [
            g_variant_new_string("org.freedesktop.appearance"),
            g_variant_new_string("color-scheme"),
        ]
        let parameters = arguments.withUnsafeBufferPointer { buffer in
            g_variant_new_tuple(buffer.baseAddress, gsize(buffer.count))
        }
        let reply = withVariantType("(v)") { replyType in
            g_dbus_connection_call_sync(
                connection, "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
                "org.freedesktop.portal.Settings", "Read", parameters, replyType,
                G_DBUS_CALL_FLAGS_NONE, 500, nil, nil)
        }
        guard let reply else { return nil }
        defer { g_variant_unref(reply) }
        return Self.unsignedValue(in: g_variant_get_child_value(reply, 0))
    }

    /// Calls `handler` with the new `color-scheme` whenever the desktop changes it.
    public func onColorSchemeChanged(_ handler: @escaping @MainActor (UInt32) -> Void) {
        guard subscription == 0 else { return }
        let box = ClosureBox<@MainActor (UInt32) -> Void>(handler)
        subscription = g_dbus_connection_signal_subscribe(
            connection, "org.freedesktop.portal.Desktop", "org.freedesktop.portal.Settings",
            "SettingChanged", "/org/freedesktop/portal/desktop", "org.freedesktop.appearance",
            G_DBUS_SIGNAL_FLAGS_NONE, settingChanged, box.retainedForGLib(), boxReleased)
    }

    /// The number inside `value`, unwrapping nested variants; takes ownership.
    nonisolated static func unsignedValue(in value: OpaquePointer?) -> UInt32? {
        guard var current = value else { return nil }
        while withVariantType("v", { g_variant_is_of_type(current, $0) }) != 0 {
            let inner = g_variant_get_variant(current)!
            g_variant_unref(current)
            current = inner
        }
        defer { g_variant_unref(current) }
        guard withVariantType("u", { g_variant_is_of_type(current, $0) }) != 0 else { return nil }
        return g_variant_get_uint32(current)
    }
}

/// Calls `body` with the GVariantType spelled `string`.
///
/// A `GVariantType` is its type string, so it lives only as long as the C
/// string: a Swift string passed straight to `g_variant_type_checked_` is a
/// temporary that is gone when the call returns (short strings are stored
/// inline, not as a pointer into the binary), and the pointer then read as a
/// type is garbage.
private func withVariantType<Result>(
    _ string: String, _ body: (OpaquePointer?) -> Result
) -> Result {
    string.withCString { body(g_variant_type_checked_($0)) }
}

private let settingChanged: GDBusSignalCallback = { _, _, _, _, _, parameters, data in
    guard let parameters, let data,
        let key = g_variant_get_child_value(parameters, 1)
    else { return }
    let name = String(cString: g_variant_get_string(key, nil))
    g_variant_unref(key)
    guard name == "color-scheme",
        let value = DesktopAppearance.unsignedValue(in: g_variant_get_child_value(parameters, 2))
    else { return }
    let box = ClosureBox<@MainActor (UInt32) -> Void>.from(data)
    MainActor.assumeIsolated { box.body(value) }
}

private let boxReleased: GDestroyNotify = { data in
    guard let data else { return }
    releaseBoxFromGLib(data)
}
