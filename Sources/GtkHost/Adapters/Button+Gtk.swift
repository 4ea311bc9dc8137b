import Gtk
import Widgets

/// `Button` is a `GtkButton` with a label, an icon or child views; `clicked`
/// calls the latest `action`. A keyboard shortcut clicks it from anywhere in
/// its window (see `ButtonShortcut+Gtk.swift` for `.defaultAction`).
extension Widgets.Button: GtkAdapter, ToolkitAdapter {
    /// Makes the GTK widget and connects its signals once.
    public func makeInstance(in host: GtkHost) -> GtkInstance {
        let button = Gtk.Button()
        let instance = GtkInstance(
            widget: button, view: self, layout: SingleChildLayout(button: button))
        button.onClicked { [handle = instance.handle] in
            handle.instance?.props(Widgets.Button.self)?.action()
        }
        return instance
    }

    /// Writes the props that differ from `old` (all of them when nil).
    public func apply(to instance: GtkInstance, from old: Widgets.Button?) {
        let button = instance.gtk(Gtk.Button.self)
        if title != old?.title, let title { button.label = title }
        if iconName != old?.iconName, let iconName { button.setIconName(iconName) }
        if old == nil, let iconName, title == nil, modifiers.accessibilityLabel == nil {
            // Once per icon: a list of a thousand such rows is one mistake.
            warnOnce(
                "Button(iconName: \"\(iconName)\"): it has no name for assistive technologies; "
                    + "add .accessibilityLabel(\"...\") saying what it does.",
                key: "unnamed icon button \(iconName)")
        }
        if shortcut != old?.shortcut { applyShortcut(to: button, in: instance) }
        nameAfterContent(button)
    }

    /// Equal title, icon and shortcut; the action is read when clicked.
    ///
    /// A button of custom content always applies: its name follows the
    /// texts inside.
    public func writesNothing(from old: Widgets.Button) -> Bool {
        title == old.title && iconName == old.iconName && shortcut == old.shortcut
            && (title != nil || iconName != nil)
    }

    /// Props never emit `clicked`.
    public static var propertyWritesCanEcho: Bool { false }
}
