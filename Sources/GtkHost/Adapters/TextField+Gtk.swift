import Gtk
import Widgets

/// `TextField` is a `GtkEntry`. Typing calls `onChange` with the new text,
/// Enter calls `onSubmit`; a value from state is written only when it differs
/// from what the field shows, so typing never jumps the cursor (G1).
extension TextField: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        makeEntryInstance(Entry())
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: TextField?) {
        applyEntry(Entry.self, to: instance, from: old)
    }
}
