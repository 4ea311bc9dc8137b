import Gtk
import Widgets

/// `SecureField` is a `GtkPasswordEntry`, with `TextField`'s behaviour (G1).
extension SecureField: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        makeEntryInstance(PasswordEntry())
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: SecureField?) {
        applyEntry(PasswordEntry.self, to: instance, from: old)
    }
}
