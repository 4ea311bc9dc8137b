// A stand-in for the desktop's notification service, for tests: owns
// `org.gtk.Notifications` on the session bus (the service GApplication's
// GNotification uses when the name has an owner) and records what it
// receives.
//
// Usage: FakeNotificationService
// Prints `ready` once it owns the name. Each `AddNotification` prints one
// line `add <app id> <id> <title> <body>`, the fields separated by tabs (an
// absent body is empty); each `RemoveNotification` prints
// `remove <app id> <id>`. Exits at the end of standard input, or with status
// 1 when it cannot own the name.

import CGtk
import Foundation

let busName = "org.gtk.Notifications"
let objectPath = "/org/gtk/Notifications"
let introspection = """
    <node>
      <interface name="org.gtk.Notifications">
        <method name="AddNotification">
          <arg type="s" name="app_id" direction="in"/>
          <arg type="s" name="id" direction="in"/>
          <arg type="a{sv}" name="notification" direction="in"/>
        </method>
        <method name="RemoveNotification">
          <arg type="s" name="app_id" direction="in"/>
          <arg type="s" name="id" direction="in"/>
        </method>
      </interface>
    </node>
    """

/// Writes `line` to standard output unbuffered: the test waits for it.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The string child at `index` of the tuple `parameters`.
func string(at index: Int, of parameters: OpaquePointer) -> String {
    let child = g_variant_get_child_value(parameters, gsize(index))
    defer { g_variant_unref(child) }
    return String(cString: g_variant_get_string(child, nil))
}

/// The string `key` of the `a{sv}` dictionary `notification`, or "".
func entry(_ key: String, of notification: OpaquePointer) -> String {
    let type = gtkhooks_variant_type_string()
    guard let value = g_variant_lookup_value(notification, key, type) else { return "" }
    defer { g_variant_unref(value) }
    return String(cString: g_variant_get_string(value, nil))
}

let methodCall: GDBusInterfaceMethodCallFunc = {
    _, _, _, _, method, parameters, invocation, _ in
    guard let method, let parameters, let invocation else { return }
    let fields = [string(at: 0, of: parameters), string(at: 1, of: parameters)]
    if String(cString: method) == "AddNotification" {
        let notification = g_variant_get_child_value(parameters, 2)!
        defer { g_variant_unref(notification) }
        let content = [entry("title", of: notification), entry("body", of: notification)]
        say("add " + (fields + content).joined(separator: "\t"))
    } else {
        say("remove " + fields.joined(separator: "\t"))
    }
    g_dbus_method_invocation_return_value(invocation, nil)
}

nonisolated(unsafe) var vtable = GDBusInterfaceVTable(
    method_call: methodCall, get_property: nil, set_property: nil,
    padding: (nil, nil, nil, nil, nil, nil, nil, nil))

let busAcquired: GBusAcquiredCallback = { bus, _, _ in
    let node = g_dbus_node_info_new_for_xml(introspection, nil)
    let registered = g_dbus_connection_register_object(
        bus, objectPath, node?.pointee.interfaces[0], &vtable, nil, nil, nil)
    if registered == 0 {
        say("error: could not export \(objectPath)")
        exit(1)
    }
}

let nameAcquired: GBusNameAcquiredCallback = { _, _, _ in say("ready") }

let nameLost: GBusNameLostCallback = { _, _, _ in
    say("error: \(busName) is taken or there is no session bus (run under dbus-run-session)")
    exit(1)
}

/// Ends the program at the end of standard input: the test is done with it.
let inputReady: GUnixFDSourceFunc = { _, _, _ in
    guard readLine() != nil else { exit(0) }
    return gboolean(1)
}

g_bus_own_name(
    G_BUS_TYPE_SESSION, busName, G_BUS_NAME_OWNER_FLAGS_DO_NOT_QUEUE, busAcquired, nameAcquired,
    nameLost, nil, nil)
g_unix_fd_add(0, G_IO_IN, inputReady, nil)
let loop = g_main_loop_new(nil, 0)
g_main_loop_run(loop)
