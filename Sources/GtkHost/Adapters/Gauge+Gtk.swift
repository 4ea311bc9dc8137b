import Gtk
import Widgets

/// `Gauge` is a vertical box: the row of its label views, then a
/// `GtkLevelBar` in continuous mode whose accessible name is a `Text`
/// label's string.
///
/// A level bar takes no negative ends, so the bar spans `0...(upper - lower)`
/// and shows `value - lower`: a gauge of `-20...40` at 10 fills half its bar.
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
        let span = bounds.upperBound - bounds.lowerBound
        let hasWidth = span.isFinite && span > 0
        if !hasWidth, bounds != old?.bounds {
            Log.warning(
                "Gauge: its range \(bounds) has no width; give it two finite ends, such as "
                    + "0...1. The bar shows it empty.")
        }
        let maximum = hasWidth ? span : 1
        if bar.maxValue != maximum { bar.maxValue = maximum }
        let level = hasWidth ? shownValue - bounds.lowerBound : 0
        if bar.value != level { bar.value = level }
        if title != old?.title { bar.accessibleLabel = title }
    }
}
