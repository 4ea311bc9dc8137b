import Gtk
import Widgets

/// `ProgressView` is a `GtkProgressBar` with a value, a `GtkSpinner` without.
extension ProgressView: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box(.vertical)
        let instance = GtkInstance(widget: box, view: self)
        instance.storage = ProgressParts()
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: ProgressView?) {
        guard let parts = instance.storage as? ProgressParts else { return }
        parts.show(value, in: instance.gtk(Box.self))
    }
}

/// The bar or spinner inside a progress view's box.
@MainActor final class ProgressParts {
    private var bar: ProgressBar?
    private var spinner: Spinner?

    func show(_ value: Double?, in box: Box) {
        if let value {
            if let spinner {
                box.remove(spinner)
                self.spinner = nil
            }
            let bar = self.bar ?? ProgressBar()
            if self.bar == nil {
                bar.expandsHorizontally = true
                box.append(bar)
                self.bar = bar
            }
            if bar.fraction != value { bar.fraction = value }
        } else if spinner == nil {
            if let bar {
                box.remove(bar)
                self.bar = nil
            }
            let spinner = Spinner()
            box.append(spinner)
            self.spinner = spinner
        }
    }
}
