import Gtk
import Widgets

/// `Stepper` is a label beside a `GtkSpinButton` of integers; a click on
/// either button calls `onChange` with the new value. The instance owns the
/// spin button, so the host blocks its handler while a range or value from
/// state is written (G1).
extension Stepper: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box(.horizontal, spacing: 8)
        let label = Label()
        label.expandsHorizontally = true
        label.textAlignment = 0
        let spin = SpinButton(
            minimum: Double(minimum), maximum: Double(maximum), step: Double(step))
        box.append(label)
        box.append(spin)
        let instance = GtkInstance(widget: box, view: self)
        instance.storage = StepperParts(label: label, spin: instance.own(spin))
        spin.onValueChanged { [handle = instance.handle, weak spin] in
            guard let spin, let props = handle.instance?.props(Stepper.self) else { return }
            let value = Int(spin.value.rounded())
            if value != props.value { props.onChange(value) }
        }
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Stepper?) {
        guard let parts = instance.storage as? StepperParts else { return }
        if title != old?.title {
            parts.label.text = title
            parts.spin.accessibleLabel = title
        }
        if minimum != old?.minimum || maximum != old?.maximum {
            parts.spin.setRange(minimum: Double(minimum), maximum: Double(maximum))
        }
        if step != old?.step { parts.spin.setIncrement(Double(step)) }
        if Double(value) != parts.spin.value {
            parts.spin.value = Double(value)
        }
    }
}

/// The label and spin button of a stepper.
@MainActor final class StepperParts {
    let label: Label
    let spin: SpinButton

    init(label: Label, spin: SpinButton) {
        self.label = label
        self.spin = spin
    }
}
