// A stand-in for xdg-desktop-portal's settings interface, for tests: owns
// `org.freedesktop.portal.Desktop` on the session bus and answers `Read` and
// `ReadOne` for `org.freedesktop.appearance` `color-scheme`.
//
// Usage: FakeSettingsPortal <color-scheme>  (0 no preference, 1 dark, 2 light)
// Prints `ready` once it owns the name. Each line `<n>` on standard input
// sets the value, emits `SettingChanged` and prints `changed <n>` once the
// signal is on the bus. A line `after-read <n>` prints `armed` and makes the
// value change to `<n>` while the next `Read` or `ReadOne` is answered: the
// `SettingChanged` goes out just before the reply with the old value (the
// race a client that subscribes after reading loses). Exits at the end of
// standard input, or with status 1 when it cannot own the name (another
// portal has it).

import CGtk
import FakeBusService
import Foundation

let objectPath = "/org/freedesktop/portal/desktop"
let interfaceName = "org.freedesktop.portal.Settings"
let appearance = "org.freedesktop.appearance"
let introspection = """
    <node>
      <interface name="org.freedesktop.portal.Settings">
        <method name="Read">
          <arg type="s" name="namespace" direction="in"/>
          <arg type="s" name="key" direction="in"/>
          <arg type="v" name="value" direction="out"/>
        </method>
        <method name="ReadOne">
          <arg type="s" name="namespace" direction="in"/>
          <arg type="s" name="key" direction="in"/>
          <arg type="v" name="value" direction="out"/>
        </method>
        <signal name="SettingChanged">
          <arg type="s" name="namespace"/>
          <arg type="s" name="key"/>
          <arg type="v" name="value"/>
        </signal>
        <property name="version" type="u" access="read"/>
      </interface>
    </node>
    """

nonisolated(unsafe) var colorScheme = UInt32(CommandLine.arguments.dropFirst().first ?? "") ?? 0
nonisolated(unsafe) var connection: OpaquePointer?
/// The value `after-read` set: changed to while the next read is answered.
nonisolated(unsafe) var changeAfterRead: UInt32?

let methodCall: GDBusInterfaceMethodCallFunc = {
    _, _, _, _, method, parameters, invocation, _ in
    guard let method, let parameters, let invocation else { return }
    let name = String(cString: method)
    let namespace = string(at: 0, of: parameters)
    let key = string(at: 1, of: parameters)
    guard namespace == appearance, key == "color-scheme" else {
        g_dbus_method_invocation_return_dbus_error(
            invocation, "org.freedesktop.portal.Error.NotFound", "no \(namespace) \(key)")
        return
    }
    // The portal's deprecated `Read` wraps the value in one more variant.
    var value = g_variant_new_variant(g_variant_new_uint32(colorScheme))
    if name == "Read" { value = g_variant_new_variant(value) }
    // Armed: the value changes while this read is answered (the signal goes
    // out just before the reply that still carries the old value), so only
    // a reader already subscribed sees it, whatever the timing.
    if let next = changeAfterRead {
        changeAfterRead = nil
        change(to: next)
    }
    g_dbus_method_invocation_return_value(invocation, tuple([value]))
}

/// Sets the value and emits `SettingChanged`, flushed onto the bus.
func change(to value: UInt32) {
    guard let connection else { return }
    colorScheme = value
    let parameters = tuple([
        g_variant_new_string(appearance), g_variant_new_string("color-scheme"),
        g_variant_new_variant(g_variant_new_uint32(value)),
    ])
    g_dbus_connection_emit_signal(
        connection, nil, objectPath, interfaceName, "SettingChanged", parameters, nil)
    g_dbus_connection_flush_sync(connection, nil, nil)
}

let getProperty: GDBusInterfaceGetPropertyFunc = { _, _, _, _, _, _, _ in
    g_variant_new_uint32(2)
}

/// Handles one line of standard input: a new value to set and announce, or
/// `after-read <n>`.
func receive(_ line: String) {
    let words = line.split(separator: " ")
    if words.count == 2, words[0] == "after-read", let value = UInt32(words[1]) {
        changeAfterRead = value
        say("armed")
        return
    }
    guard let value = UInt32(line.trimmingCharacters(in: .whitespaces)), connection != nil else {
        say("error: not a color-scheme value: \(line)")
        return
    }
    change(to: value)
    say("changed \(value)")
}

var service = BusService(
    name: "org.freedesktop.portal.Desktop", objectPath: objectPath, introspection: introspection,
    vtable: GDBusInterfaceVTable(
        method_call: methodCall, get_property: getProperty, set_property: nil,
        padding: (nil, nil, nil, nil, nil, nil, nil, nil)))
service.connected = { connection = $0 }
service.received = receive
service.run()
