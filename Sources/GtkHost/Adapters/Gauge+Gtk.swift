import Gtk
import Widgets

/// `Gauge` is a vertical box: the row of its label views, then a
/// `GtkLevelBar` in continuous mode whose accessible name is a `Text`
/// label's string.
extension Gauge: GtkAdapter, ToolkitAdapter {
    /// Makes the box and its level bar; the label row is the child view.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box(.vertical, spacing: 4)
        let bar = LevelBar()
        bar.expandsHorizontally = true
        box.append(bar)
        let instance = GtkInstance(
            widget: box, view: self, layout: BoxLayout(box: box, orientation: .vertical))
        instance.storage = bar
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Gauge?) {
        guard let bar = instance.storage as? LevelBar else { return }
        if bounds != old?.bounds {
            if bounds.lowerBound == bounds.upperBound {
                Log.warning(
                    "Gauge: its range \(bounds) is a single value; give it a range with two "
                        + "ends, such as 0...1. The bar shows it full.")
            }
            // Widened first, so that GTK never clamps the value to an old end.
            bar.minValue = Swift.min(bar.minValue, bounds.lowerBound)
            bar.maxValue = Swift.max(bar.maxValue, bounds.upperBound)
            bar.minValue = bounds.lowerBound
            bar.maxValue = Swift.max(bounds.upperBound, bounds.lowerBound)
        }
        if bar.value != shownValue { bar.value = shownValue }
        if title != old?.title { bar.accessibleLabel = title }
    }
}
