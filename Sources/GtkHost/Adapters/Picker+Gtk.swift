import Gtk
import Widgets

/// `Picker` is a label beside a `GtkDropDown` of the option labels; picking
/// one calls `onSelect` with its index. The instance owns the drop-down, so
/// the host blocks its handler while a selection or options from state are
/// written (G1).
extension Picker: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box(.horizontal, spacing: 8)
        let label = Label()
        label.expandsHorizontally = true
        label.textAlignment = 0
        let dropDown = DropDown(options: [])
        box.append(label)
        box.append(dropDown)
        let instance = GtkInstance(widget: box, view: self)
        instance.storage = PickerParts(label: label, dropDown: instance.own(dropDown))
        dropDown.onSelected { [handle = instance.handle, weak dropDown] in
            guard let index = dropDown?.selectedIndex,
                let props = handle.instance?.props(Picker.self)
            else { return }
            props.onSelect(index)
        }
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Picker?) {
        guard let parts = instance.storage as? PickerParts else { return }
        let dropDown = parts.dropDown
        if title != old?.title {
            parts.label.text = title
            dropDown.accessibleLabel = title
        }
        if options != old?.options { dropDown.options = options }
        if selectedIndex != dropDown.selectedIndex { dropDown.selectedIndex = selectedIndex }
    }
}

/// The label and drop-down of a picker.
@MainActor final class PickerParts {
    let label: Label
    let dropDown: DropDown

    init(label: Label, dropDown: DropDown) {
        self.label = label
        self.dropDown = dropDown
    }
}
