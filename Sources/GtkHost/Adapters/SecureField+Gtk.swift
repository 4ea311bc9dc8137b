import Gtk
import Widgets

/// `SecureField` is a `GtkPasswordEntry`, with `TextField`'s behaviour (G1).
extension SecureField: GtkAdapter {
    func makeInstance(in host: GtkHost) -> GtkInstance {
        let entry = PasswordEntry()
        let instance = GtkInstance(widget: entry, view: self)
        entry.onChanged { [weak instance, weak entry] in
            guard let entry else { return }
            instance?.props(SecureField.self)?.fields.onChange(entry.text)
        }
        entry.onActivate { [weak instance] in instance?.props(SecureField.self)?.fields.onSubmit?()
        }
        return instance
    }

    func apply(to instance: GtkInstance, from old: SecureField?) {
        let entry = instance.gtk(PasswordEntry.self)
        if fields.placeholder != old?.fields.placeholder { entry.placeholder = fields.placeholder }
        if fields.value != entry.text { entry.text = fields.value }
    }
}
