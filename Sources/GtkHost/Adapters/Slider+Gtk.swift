import Gtk
import Widgets

/// `Slider` is a horizontal `GtkScale`; moving it calls `onChange`.
extension Slider: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let scale = Scale(minimum: minimum, maximum: maximum, step: step ?? 0.01)
        scale.expandsHorizontally = true
        let instance = GtkInstance(widget: scale, view: self)
        scale.onValueChanged { [handle = instance.handle, weak scale] in
            guard let scale, let props = handle.instance?.props(Slider.self) else { return }
            props.onChange(scale.value)
        }
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Slider?) {
        let scale = instance.gtk(Scale.self)
        if minimum != old?.minimum || maximum != old?.maximum {
            scale.setRange(minimum: minimum, maximum: maximum)
        }
        if step != old?.step { scale.setIncrement(step ?? (maximum - minimum) / 100) }
        if value != scale.value { scale.value = value }
    }
}
