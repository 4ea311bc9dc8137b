import Gtk
import GtkHost

/// `LevelBar` is the generated `Gtk.LevelBar` (a `GtkLevelBar`); it has no
/// signals to connect.
extension LevelBar: GtkAdapter {
    /// Makes the level bar.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let bar = Gtk.LevelBar()
        bar.expandsHorizontally = true
        return GtkInstance(widget: bar, view: self)
    }

    /// Writes the range and the value where they changed.
    public func apply(to instance: GtkInstance, from old: LevelBar?) {
        let bar = instance.gtk(Gtk.LevelBar.self)
        // Widen before narrowing, so GTK never clamps the value to a stale bound.
        if maximum != old?.maximum { bar.maxValue = maximum }
        if minimum != old?.minimum { bar.minValue = minimum }
        if value != old?.value || minimum != old?.minimum || maximum != old?.maximum {
            bar.value = min(max(value, minimum), maximum)
        }
    }
}
