import Gtk
import Widgets

/// `SecureField` is a `GtkPasswordEntry`, with `TextField`'s behaviour (G1).
extension SecureField: GtkAdapter {
    func makeInstance(in host: GtkHost) -> GtkInstance {
        makeEntryInstance(PasswordEntry())
    }

    func apply(to instance: GtkInstance, from old: SecureField?) {
        applyEntry(PasswordEntry.self, to: instance, from: old)
    }
}
