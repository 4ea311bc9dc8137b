import Gtk
import Widgets

/// What the `TextField` and `SecureField` adapters share. Typing calls
/// `onChange` with the new text, Enter calls `onSubmit`; a value from state is
/// written only when it differs from what the field shows, so typing never
/// jumps the cursor (G1).
extension SingleLineEntry where Self: GtkAdapter {
    /// An instance showing `entry`, its signals wired to these props.
    func makeEntryInstance(_ entry: some EditableWidget) -> GtkInstance {
        let instance = GtkInstance(widget: entry, view: self)
        entry.onChanged { [weak instance, weak entry] in
            guard let entry else { return }
            instance?.props(Self.self)?.fields.onChange(entry.text)
        }
        entry.onActivate { [weak instance] in instance?.props(Self.self)?.fields.onSubmit?() }
        return instance
    }

    /// Writes the fields that differ from `old` to the `type` in `instance`.
    func applyEntry<E: EditableWidget>(_ type: E.Type, to instance: GtkInstance, from old: Self?) {
        let entry = instance.gtk(type)
        if fields.placeholder != old?.fields.placeholder { entry.placeholder = fields.placeholder }
        if fields.value != entry.text { entry.text = fields.value }
    }
}
