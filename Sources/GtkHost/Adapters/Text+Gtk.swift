import Gtk
import Widgets

/// `Text` is a `GtkLabel` showing its string as plain text (SEMANTICS G2);
/// its styled runs are the label's Pango attributes, never markup, and its
/// ``TextLayout`` the label's lines, ellipsizing, wrapping, justification and
/// selectability.
///
/// Link runs are GTK's links, which GTK makes only from markup: the string
/// and addresses are escaped into it, so they are still shown literally. A
/// click on a link calls the environment's `openURL`; when it answers
/// `.systemAction` (or there is none), GTK opens the address.
extension Widgets.Text: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        // Not wrapped unless its layout asks: GTK 4.8 reports height-for-width
        // mismatches of wrapping labels in boxes as criticals.
        GtkInstance(widget: Label(), view: self)
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Widgets.Text?) {
        let label = instance.gtk(Label.self)
        let hasLinks = runs.contains { $0.link != nil }
        let hadLinks = old?.runs.contains { $0.link != nil } ?? false
        if hasLinks, string != old?.string || runs != old?.runs {
            label.setText(linking: runs.map { ($0.string, $0.link) })
            if !hadLinks { connectLinks(of: label, in: instance) }
        } else if string != old?.string || hadLinks {
            label.text = string
        }
        // A new label has no attributes: a plain text sets none.
        if runs != (old?.runs ?? []) {
            label.attributes = pangoAttributes(on: label)
            // Named colors are resolved now: set again when the theme switches.
            NamedColorLabels.track(instance, showing: self)
        }
        // A new label has GTK's defaults, which are the standard layout's.
        let oldLayout = old?.layout ?? .standard
        if layout != oldLayout { applyLayout(to: label, from: oldLayout) }
    }

    /// Equal string, runs and layout.
    public func writesNothing(from old: Widgets.Text) -> Bool {
        string == old.string && runs == old.runs && layout == old.layout
    }

    /// A label's writes emit no signal its handlers listen to.
    public static var propertyWritesCanEcho: Bool { false }

    /// Sends a click on a link of `label` to the props' `openURL`.
    private func connectLinks(of label: Label, in instance: GtkInstance) {
        label.onActivateLink { [handle = instance.handle] address in
            handle.instance?.props(Widgets.Text.self)?.openLink(address) ?? false
        }
    }
}
