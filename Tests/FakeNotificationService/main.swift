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
import FakeBusService

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

BusService(
    name: "org.gtk.Notifications", objectPath: "/org/gtk/Notifications",
    introspection: introspection,
    vtable: GDBusInterfaceVTable(
        method_call: methodCall, get_property: nil, set_property: nil,
        padding: (nil, nil, nil, nil, nil, nil, nil, nil))
).run()
