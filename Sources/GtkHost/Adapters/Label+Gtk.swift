import Gtk
import Widgets

/// `Label` is a horizontal box of a `GtkImage` of the theme icon and a
/// `GtkLabel` of the title, either hidden by the label's style; the box's
/// accessible name is the title whatever is shown.
extension Widgets.Label: GtkAdapter, ToolkitAdapter {
    /// Makes the box, its image and its label.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box(.horizontal, spacing: 6)
        let image = Gtk.Image()
        let label = Gtk.Label()
        box.append(image)
        box.append(label)
        let instance = GtkInstance(widget: box, view: self)
        instance.storage = LabelParts(image: image, label: label)
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Widgets.Label?) {
        guard let parts = instance.storage as? LabelParts else { return }
        if title != old?.title {
            parts.label.text = title
            instance.gtk(Box.self).accessibleLabel = title
        }
        if iconName != old?.iconName { parts.image.setIconName(iconName) }
        if style != old?.style {
            parts.image.isVisible = style.showsIcon
            parts.label.isVisible = style.showsTitle
        }
    }

    /// A box, an image and a label have no handlers.
    public static var propertyWritesCanEcho: Bool { false }
}

/// The icon and title of a label.
@MainActor final class LabelParts {
    let image: Gtk.Image
    let label: Gtk.Label

    init(image: Gtk.Image, label: Gtk.Label) {
        self.image = image
        self.label = label
    }
}
