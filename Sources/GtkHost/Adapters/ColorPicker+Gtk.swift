import Gtk
import Widgets

/// `ColorPicker` is a label beside a `GtkColorButton` (GTK 4.8 has no
/// `GtkColorDialog`); a color accepted in its chooser (`color-set`, which
/// GTK emits only for a person's choice) calls `onChange` with an RGBA
/// `Color`.
extension ColorPicker: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widgets and connects `color-set` once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box(.horizontal, spacing: 8)
        let label = Label()
        label.expandsHorizontally = true
        label.textAlignment = 0
        let button = ColorButton()
        box.append(label)
        box.append(button)
        let instance = GtkInstance(widget: box, view: self)
        instance.storage = ColorPickerParts(label: label, button: instance.own(button))
        button.onColorSet { [handle = instance.handle, weak button] in
            guard let rgba = button?.rgba, let props = handle.instance?.props(ColorPicker.self)
            else { return }
            props.onChange(
                Widgets.Color(
                    red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue),
                    opacity: props.supportsOpacity ? Double(rgba.alpha) : 1))
        }
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: ColorPicker?) {
        guard let parts = instance.storage as? ColorPickerParts else { return }
        if title != old?.title {
            parts.label.text = title
            parts.button.accessibleLabel = title
            // The button GTK puts inside is read too: unnamed, as `GtkButton`.
            parts.button.nameInnerButtons(title)
            parts.button.title = title
        }
        if supportsOpacity != old?.supportsOpacity { parts.button.useAlpha = supportsOpacity }
        if selection != old?.selection { parts.show(selection) }
    }
}

/// The label and color button of a color picker.
@MainActor final class ColorPickerParts {
    let label: Label
    let button: ColorButton

    init(label: Label, button: ColorButton) {
        self.label = label
        self.button = button
    }

    /// Shows `color` on the button: a named one as the theme defines it now.
    func show(_ color: Widgets.Color) {
        switch color.value {
        case .rgba(let red, let green, let blue, let opacity):
            button.rgba = RGBA(
                red: Float(red), green: Float(green), blue: Float(blue), alpha: Float(opacity))
        case .named(let name):
            guard let pixel = button.themeColor(named: name.gtkName) else {
                Log.warning(
                    "ColorPicker: no style sheet defines the color \"\(name.name)\"; define it "
                        + "with @define-color or pick an RGBA color. The button keeps its color.")
                return
            }
            button.rgba = RGBA(
                red: Float(pixel.red) / 255, green: Float(pixel.green) / 255,
                blue: Float(pixel.blue) / 255, alpha: Float(pixel.alpha) / 255)
        }
    }
}
