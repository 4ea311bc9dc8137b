import Gtk
import Widgets

/// `TextField` is a `GtkEntry`. Typing calls `onChange` with the new text,
/// Enter calls `onSubmit`; a value from state is written only when it differs
/// from what the field shows, so typing never jumps the cursor (G1).
extension TextField: GtkAdapter {
    func makeInstance(in host: GtkHost) -> GtkInstance {
        makeEntryInstance(Entry())
    }

    func apply(to instance: GtkInstance, from old: TextField?) {
        applyEntry(Entry.self, to: instance, from: old)
    }
}
