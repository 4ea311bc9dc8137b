import Gtk
import Widgets

/// `Toggle` is a `GtkSwitch` beside a label (`.switch` style), a
/// `GtkCheckButton` (`.checkbox`) or a `GtkToggleButton` (`.button`); flipping
/// it calls `onChange`. The instance
/// owns the switch or check button, so the host blocks its handler while a
/// value from state is written (G1).
extension Toggle: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box(.horizontal, spacing: 8)
        let instance = GtkInstance(widget: box, view: self)
        instance.storage = ToggleParts()
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Toggle?) {
        guard let parts = instance.storage as? ToggleParts else { return }
        let box = instance.gtk(Box.self)
        if style != old?.style { parts.build(style, in: box, for: instance) }
        if title != old?.title || style != old?.style { parts.setTitle(title) }
        parts.setOn(isOn)
    }
}

/// The widgets inside a toggle's box, made again when the style changes.
@MainActor final class ToggleParts {
    private var check: CheckButton?
    private var toggle: Switch?
    private var button: ToggleButton?
    private var label: Label?

    func build(_ style: Toggle.Style, in box: Box, for instance: GtkInstance) {
        for widget in [check, toggle, button, label].compactMap({ $0 as Gtk.Widget? }) {
            box.remove(widget)
            instance.disown(widget)
        }
        check = nil
        toggle = nil
        button = nil
        label = nil
        let report: @MainActor (Bool) -> Void = { [handle = instance.handle] isOn in
            handle.instance?.props(Toggle.self)?.onChange(isOn)
        }
        switch style {
        case .checkbox:
            let check = instance.own(CheckButton())
            check.onToggled { [weak check] in if let check { report(check.isActive) } }
            box.append(check)
            self.check = check
        case .button:
            let button = instance.own(ToggleButton())
            button.onToggled { [weak button] in if let button { report(button.active) } }
            box.append(button)
            self.button = button
        case .switch:
            let label = Label()
            label.expandsHorizontally = true
            label.textAlignment = 0
            let toggle = instance.own(Switch())
            toggle.onToggled { [weak toggle] in if let toggle { report(toggle.isActive) } }
            box.append(label)
            box.append(toggle)
            self.label = label
            self.toggle = toggle
        }
    }

    func setTitle(_ title: String) {
        check?.label = title
        button?.label = title
        button?.accessibleLabel = title
        label?.text = title
        toggle?.accessibleLabel = title
    }

    func setOn(_ isOn: Bool) {
        if let check, check.isActive != isOn { check.isActive = isOn }
        if let toggle, toggle.isActive != isOn { toggle.isActive = isOn }
        if let button, button.active != isOn { button.active = isOn }
    }
}
