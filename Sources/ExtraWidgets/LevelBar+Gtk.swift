import CGtk
import Gtk
import GtkHost

/// `LevelBar` is a `GtkLevelBar`; it has no signals to connect.
extension LevelBar: GtkAdapter {
    /// Makes the level bar.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let bar = Gtk.Widget(raw: gtk_level_bar_new())
        bar.expandsHorizontally = true
        return GtkInstance(widget: bar, view: self)
    }

    /// Writes the range and the value where they changed.
    public func apply(to instance: GtkInstance, from old: LevelBar?) {
        guard let widget = instance.widget else { return }
        let bar = OpaquePointer(widget.rawWidget)
        // Widen before narrowing, so GTK never clamps the value to a stale bound.
        if maximum != old?.maximum { gtk_level_bar_set_max_value(bar, maximum) }
        if minimum != old?.minimum { gtk_level_bar_set_min_value(bar, minimum) }
        if value != old?.value || minimum != old?.minimum || maximum != old?.maximum {
            gtk_level_bar_set_value(bar, min(max(value, minimum), maximum))
        }
    }
}
