// What the tests' fake D-Bus services share: owning a name on the session
// bus, exporting one interface, reporting on standard output and ending at
// the end of standard input. Each service is a small executable of its own
// (Tests/FakeSettingsPortal, Tests/FakeNotificationService) that a GTK test
// starts on its private bus and talks to through standard input and output.

import CGtk
import Foundation

/// Writes `line` to standard output unbuffered: the test waits for it.
public func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The string child at `index` of the tuple `parameters`.
public func string(at index: Int, of parameters: OpaquePointer) -> String {
    let child = g_variant_get_child_value(parameters, gsize(index))
    defer { g_variant_unref(child) }
    return String(cString: g_variant_get_string(child, nil))
}

/// A tuple of `children` (which it takes ownership of, as floating references).
public func tuple(_ children: [OpaquePointer?]) -> OpaquePointer? {
    children.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
}

/// One service on the session bus: the name it owns and what it exports.
public struct BusService {
    /// The well-known name to own, such as `org.gtk.Notifications`.
    public var name: String
    /// The path the interface is exported at.
    public var objectPath: String
    /// D-Bus introspection XML whose first interface is exported.
    public var introspection: String
    /// The interface's method and property handlers.
    public var vtable: GDBusInterfaceVTable
    /// Called once with the connection before the interface is exported.
    public var connected: (OpaquePointer) -> Void = { _ in }
    /// Called with each line of standard input.
    public var received: (String) -> Void = { _ in }

    /// A service owning `name` and exporting `introspection`'s first
    /// interface at `objectPath`, handled by `vtable`.
    public init(
        name: String, objectPath: String, introspection: String, vtable: GDBusInterfaceVTable
    ) {
        self.name = name
        self.objectPath = objectPath
        self.introspection = introspection
        self.vtable = vtable
    }

    /// Owns the name and runs a main loop, never returning: prints `ready`
    /// once the name is owned; exits with status 0 at the end of standard
    /// input, or status 1 (after a line starting `error:`) when the name is
    /// taken, there is no session bus or the interface cannot be exported.
    public func run() -> Never {
        let vtable = UnsafeMutablePointer<GDBusInterfaceVTable>.allocate(capacity: 1)
        vtable.initialize(to: self.vtable)
        running = (self, vtable)
        g_bus_own_name(
            G_BUS_TYPE_SESSION, name, G_BUS_NAME_OWNER_FLAGS_DO_NOT_QUEUE, busAcquired,
            nameAcquired, nameLost, nil, nil)
        g_unix_fd_add(0, G_IO_IN, inputReady, nil)
        g_main_loop_run(g_main_loop_new(nil, 0))
        exit(0)
    }
}

// C callbacks carry no context here: the one service a process runs.
nonisolated(unsafe) private var running: (BusService, UnsafeMutablePointer<GDBusInterfaceVTable>)?

private let busAcquired: GBusAcquiredCallback = { bus, _, _ in
    guard let bus, let running else { return }
    let (service, vtable) = running
    service.connected(bus)
    let node = g_dbus_node_info_new_for_xml(service.introspection, nil)
    let registered = g_dbus_connection_register_object(
        bus, service.objectPath, node?.pointee.interfaces[0], vtable, nil, nil, nil)
    if registered == 0 {
        say("error: could not export \(service.objectPath)")
        exit(1)
    }
}

private let nameAcquired: GBusNameAcquiredCallback = { _, _, _ in say("ready") }

private let nameLost: GBusNameLostCallback = { _, _, _ in
    let name = running?.0.name ?? "the name"
    say("error: \(name) is taken or there is no session bus (run under dbus-run-session)")
    exit(1)
}

/// Hands each line of standard input to the service; its end ends the
/// program: the test is done with it.
private let inputReady: GUnixFDSourceFunc = { _, _, _ in
    guard let line = readLine() else { exit(0) }
    running?.0.received(line)
    return gboolean(1)
}
