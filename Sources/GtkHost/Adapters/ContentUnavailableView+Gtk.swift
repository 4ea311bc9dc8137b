import Gtk
import Widgets

/// `ContentUnavailableView` is a vertical box centered in the space it
/// takes: a 96-pixel theme icon dimmed with GTK's `dim-label` class, the
/// title in `title-1`, the description wrapped and centered, then a box of
/// the action views. The box's accessible name is the title.
extension ContentUnavailableView: GtkAdapter, ToolkitAdapter {
    /// Makes the box and its parts; the actions are the child views.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let box = Box(.vertical, spacing: 12)
        box.expandsHorizontally = true
        box.expandsVertically = true
        box.verticalAlignment = .center
        let parts = ContentUnavailableParts()
        for widget in [parts.icon, parts.title, parts.description, parts.actions] as [Gtk.Widget] {
            box.append(widget)
        }
        let instance = GtkInstance(
            widget: box, view: self,
            layout: BoxLayout(box: parts.actions, orientation: .horizontal))
        instance.storage = parts
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: ContentUnavailableView?) {
        guard let parts = instance.storage as? ContentUnavailableParts else { return }
        if title != old?.title {
            parts.title.text = title
            instance.gtk(Box.self).accessibleLabel = title
        }
        if iconName != old?.iconName { parts.icon.setIconName(iconName) }
        if description != old?.description || old == nil {
            parts.description.text = description ?? ""
            parts.description.isVisible = description != nil
        }
    }

    /// Boxes, images and labels have no handlers.
    public static var propertyWritesCanEcho: Bool { false }
}

/// The icon, title, description and actions box of an empty state.
@MainActor final class ContentUnavailableParts {
    let icon = Gtk.Image()
    let title = Gtk.Label()
    let description = Gtk.Label()
    let actions = Box(.horizontal, spacing: 8)

    init() {
        icon.pixelSize = 96
        icon.addCSSClass("dim-label")
        title.addCSSClass("title-1")
        title.wraps = true
        title.justify = .center
        description.wraps = true
        description.justify = .center
        actions.horizontalAlignment = .center
    }
}
