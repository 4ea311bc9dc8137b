import Gtk
import Widgets

/// `TextField` is a `GtkEntry`. Typing calls `onChange` with the new text,
/// Enter calls `onSubmit`; a value from state is written only when it differs
/// from what the field shows, so typing never jumps the cursor (G1).
extension TextField: GtkAdapter {
    func makeInstance(in host: GtkHost) -> GtkInstance {
        let entry = Entry()
        let instance = GtkInstance(widget: entry, view: self)
        entry.onChanged { [weak instance, weak entry] in
            guard let entry else { return }
            instance?.props(TextField.self)?.fields.onChange(entry.text)
        }
        entry.onActivate { [weak instance] in instance?.props(TextField.self)?.fields.onSubmit?() }
        return instance
    }

    func apply(to instance: GtkInstance, from old: TextField?) {
        let entry = instance.gtk(Entry.self)
        if fields.placeholder != old?.fields.placeholder { entry.placeholder = fields.placeholder }
        if fields.value != entry.text { entry.text = fields.value }
    }
}
