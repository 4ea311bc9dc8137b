import Gtk
import Widgets

/// `PopoverButton` (a `MenuButton`'s widget) is a `GtkMenuButton` whose
/// popover holds the content in a vertical box. The popover showing or
/// hiding, by a click, Escape or a click outside, calls `onChange`; the app's
/// state opens and closes it without calling back (the host blocks the
/// handler while it writes, G1).
extension PopoverButton: GtkAdapter, ToolkitAdapter {
    /// Makes the button and its popover and connects `notify::visible` once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let button = Gtk.MenuButton()
        let popover = Gtk.Popover()
        popover.viewRole = WidgetRole.popover.name
        let content = Box(.vertical)
        popover.child = content
        button.setPopover(popover: popover)
        let instance = GtkInstance(
            widget: button, view: self, layout: BoxLayout(box: content, orientation: .vertical))
        instance.own(popover).onNotify("visible") { [handle = instance.handle, weak popover] in
            guard let popover, let props = handle.instance?.props(PopoverButton.self),
                props.isPresented != popover.isVisible
            else { return }
            props.onChange(popover.isVisible)
        }
        return instance
    }

    /// Writes the title, the icon and the open state where they changed.
    public func apply(to instance: GtkInstance, from old: PopoverButton?) {
        let button = instance.gtk(Gtk.MenuButton.self)
        if title != old?.title {
            if iconName == nil { button.label = title }
            button.accessibleLabel = title
        }
        if iconName != old?.iconName, let iconName { button.setIconName(iconName) }
        guard let popover = button.popover, popover.isVisible != isPresented else { return }
        if isPresented {
            button.focusBeforePopover()
            button.popup()
        } else {
            button.popdown()
        }
    }
}
