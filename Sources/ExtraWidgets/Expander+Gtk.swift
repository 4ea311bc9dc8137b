import CGtk
import Gtk
import GtkHost

/// `Expander` is a `GtkExpander` whose child is the first child view's
/// widget; opening or closing it calls `onChange`.
extension Expander: GtkAdapter {
    /// Makes the expander and connects `notify::expanded` once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let expander = Gtk.Widget(raw: gtk_expander_new(nil))
        let pointer = OpaquePointer(expander.rawWidget)
        let instance = GtkInstance(
            widget: expander, view: self,
            layout: SingleChildLayout { child in gtk_expander_set_child(pointer, child?.rawWidget) }
        )
        expander.onNotify("expanded") { [handle = instance.handle] in
            guard let props = handle.instance?.props(Expander.self) else { return }
            props.onChange(gtk_expander_get_expanded(pointer) != 0)
        }
        return instance
    }

    /// Writes the title and the open state where they changed.
    public func apply(to instance: GtkInstance, from old: Expander?) {
        guard let widget = instance.widget else { return }
        let expander = OpaquePointer(widget.rawWidget)
        if title != old?.title { gtk_expander_set_label(expander, title) }
        if isExpanded != (gtk_expander_get_expanded(expander) != 0) {
            gtk_expander_set_expanded(expander, isExpanded ? 1 : 0)
        }
    }
}
