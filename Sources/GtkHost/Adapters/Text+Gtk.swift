import Gtk
import Widgets

/// `Text` is a `GtkLabel` showing its string as plain text (SEMANTICS G2);
/// markup only through `Text(markup:)`.
extension Text: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        // Not wrapped: GTK 4.8 reports height-for-width mismatches of wrapping
        // labels in boxes as criticals.
        GtkInstance(widget: Label(), view: self)
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Text?) {
        guard string != old?.string || isMarkup != old?.isMarkup else { return }
        let label = instance.gtk(Label.self)
        if isMarkup {
            label.setMarkup(string)
        } else {
            label.text = string
        }
    }

    /// Equal string and markup flag.
    public func writesNothing(from old: Text) -> Bool {
        string == old.string && isMarkup == old.isMarkup
    }

    /// A label has no handlers.
    public static var propertyWritesCanEcho: Bool { false }
}
