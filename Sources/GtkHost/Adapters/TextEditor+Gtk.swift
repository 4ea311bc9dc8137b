import Gtk
import Widgets

/// `TextEditor` is a `GtkTextView`; edits call `onChange` with the whole text.
/// The instance owns the buffer, so the host blocks its handler while a value
/// from state is written (G1).
///
/// The buffer shows long paragraphs in pieces (``Gtk/TextBuffer``) and a NUL
/// as "␀"; an edit is mapped back through ``ShownText``, so neither reaches
/// the value.
extension TextEditor: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let view = TextView()
        let instance = GtkInstance(widget: view, view: self)
        let current = ShownText.Current()
        instance.storage = current
        instance.own(view.buffer).onChanged { [handle = instance.handle, weak view, weak current] in
            guard let view, let current else { return }
            let value = current.text.value(afterEdit: view.text)
            current.text = ShownText(value)
            handle.instance?.props(TextEditor.self)?.onChange(value)
        }
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: TextEditor?) {
        let view = instance.gtk(TextView.self)
        if wrap != old?.wrap { view.wrapMode = wrap.gtkWrapMode }
        guard let current = instance.storage as? ShownText.Current else { return }
        guard old == nil || value != current.text.value else { return }
        let next = ShownText(value)
        if next.shown != view.text {
            view.text = next.shown
        }
        current.text = next
    }
}

extension TextWrap {
    /// The GTK wrap mode of the same name.
    var gtkWrapMode: TextView.WrapMode {
        switch self {
        case .none: .none
        case .word: .word
        case .character: .character
        case .wordOrCharacter: .wordOrCharacter
        }
    }
}
