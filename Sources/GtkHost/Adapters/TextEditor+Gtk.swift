import Gtk
import Widgets

/// `TextEditor` is a `GtkTextView`; edits call `onChange` with the whole text.
/// The buffer's handler is blocked while a value from state is written (G1).
extension TextEditor: GtkAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let view = TextView()
        view.wrapsWords = true
        let instance = GtkInstance(widget: view, view: self)
        view.buffer.onChanged { [weak instance, weak view] in
            guard let view else { return }
            instance?.props(TextEditor.self)?.onChange(view.text)
        }
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: TextEditor?) {
        let view = instance.gtk(TextView.self)
        if value != view.text {
            view.buffer.withHandlersBlocked { view.text = value }
        }
    }
}
