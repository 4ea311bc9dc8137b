import Gtk
import Widgets

/// `Text` is a `GtkLabel` showing its string as plain text (SEMANTICS G2);
/// its styled runs are the label's Pango attributes, never markup.
extension Widgets.Text: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        // Not wrapped: GTK 4.8 reports height-for-width mismatches of wrapping
        // labels in boxes as criticals.
        GtkInstance(widget: Label(), view: self)
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Widgets.Text?) {
        let label = instance.gtk(Label.self)
        if string != old?.string { label.text = string }
        // A new label has no attributes: a plain text sets none.
        if runs != (old?.runs ?? []) { label.attributes = pangoAttributes }
    }

    /// Equal string and runs.
    public func writesNothing(from old: Widgets.Text) -> Bool {
        string == old.string && runs == old.runs
    }

    /// A label has no handlers.
    public static var propertyWritesCanEcho: Bool { false }
}
