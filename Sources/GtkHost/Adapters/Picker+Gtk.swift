import Gtk
import Widgets

/// `Picker` is a label beside a `GtkDropDown` of the option labels (`.menu`
/// style) or beside a row of linked `GtkToggleButton`s in one group
/// (`.segmented`); picking one calls `onSelect` with its index. The instance
/// owns the drop-down and the buttons, so the host blocks their handlers while
/// a selection or options from state are written (G1).
extension Picker: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget; the control beside the label is made by `apply`.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box(.horizontal, spacing: 8)
        let label = Label()
        label.expandsHorizontally = true
        label.textAlignment = 0
        box.append(label)
        let instance = GtkInstance(widget: box, view: self)
        instance.storage = PickerParts(label: label)
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Picker?) {
        guard let parts = instance.storage as? PickerParts else { return }
        let rebuilt = style != old?.style
        if rebuilt { parts.build(style, in: instance.gtk(Box.self), for: instance) }
        if title != old?.title || rebuilt { parts.setTitle(title) }
        if options != old?.options || rebuilt { parts.setOptions(options, for: instance) }
        parts.select(selectedIndex)
    }
}

/// The label of a picker and its drop-down or segments, made again when the
/// style changes.
@MainActor final class PickerParts {
    let label: Label
    private var dropDown: DropDown?
    private var segments: PickerSegments?

    init(label: Label) {
        self.label = label
    }

    func build(_ style: Picker.Style, in box: Box, for instance: GtkInstance) {
        if let dropDown {
            box.remove(dropDown)
            instance.disown(dropDown)
            self.dropDown = nil
        }
        if let segments {
            box.remove(segments.box)
            segments.removeButtons(from: instance)
            self.segments = nil
        }
        switch style {
        case .menu:
            let dropDown = instance.own(DropDown(options: []))
            dropDown.onSelected { [handle = instance.handle, weak dropDown] in
                guard let index = dropDown?.selectedIndex,
                    let props = handle.instance?.props(Picker.self)
                else { return }
                props.onSelect(index)
            }
            box.append(dropDown)
            self.dropDown = dropDown
        case .segmented:
            let segments = PickerSegments()
            box.append(segments.box)
            self.segments = segments
        }
    }

    func setTitle(_ title: String) {
        label.text = title
        dropDown?.accessibleLabel = title
        dropDown?.nameInnerButtons(title)
        segments?.box.accessibleLabel = title
    }

    func setOptions(_ options: [String], for instance: GtkInstance) {
        dropDown?.options = options
        segments?.show(options, for: instance)
    }

    func select(_ index: Int?) {
        if let dropDown, dropDown.selectedIndex != index { dropDown.selectedIndex = index }
        segments?.select(index)
    }
}
