import Gtk
import Widgets

/// A segmented picker's options: one `GtkToggleButton` per option in a box
/// with GTK's `linked` style class, all in one group so that exactly one is
/// pressed; pressing one calls the picker's `onSelect` with its index.
@MainActor final class PickerSegments {
    /// The linked box of buttons.
    let box = Box(.horizontal, spacing: 0)
    private var buttons: [ToggleButton] = []

    init() {
        box.addCSSClass("linked")
    }

    /// Shows a button per option, made again when the options change.
    func show(_ options: [String], for instance: GtkInstance) {
        removeButtons(from: instance)
        for (index, option) in options.enumerated() {
            let button = instance.own(ToggleButton(label: option))
            // Unnamed, AT-SPI reads the button's GTK type name instead of its text.
            button.accessibleLabel = option
            if let first = buttons.first { button.setGroup(first) }
            button.onToggled { [handle = instance.handle, weak button] in
                // The button let go by a press on another reports too.
                guard let button, button.active,
                    let props = handle.instance?.props(Picker.self)
                else { return }
                props.onSelect(index)
            }
            box.append(button)
            buttons.append(button)
        }
    }

    /// Presses the button at `index`; none when nil or out of range.
    func select(_ index: Int?) {
        for (position, button) in buttons.enumerated() {
            let pressed = position == index
            if button.active != pressed { button.active = pressed }
        }
    }

    /// Takes every button out of the box and out of the instance's parts.
    func removeButtons(from instance: GtkInstance) {
        for button in buttons {
            box.remove(button)
            instance.disown(button)
        }
        buttons = []
    }
}
